import { useSession } from '../../../shared/session/use-session';
import { useAccount, useDocumentSetting } from '../vms-settings/settings-api';

/** What a slip or a receipt prints above and below its facts. */
export interface TicketTexts {
  /** The receipt's name, then its address lines and tax ID line. */
  receiptHeader: string;
  receiptLines: string[];
  taxID: string | null;
  promptPayID: string | null;
  slipHeader: string;
  /** Null: the desk's own default words. */
  slipFooter: string | null;
}

/**
 * The office's texts for the 80 mm printer: the receipt header from the account settings, the
 * slip's header and footer from the document settings; the community's name until they are set,
 * and while they are still loading, so nothing waits on them to print.
 */
export function useTicketTexts(): TicketTexts {
  const communityName = useSession().communityName;
  const account = useAccount().data;
  const documents = useDocumentSetting().data;
  return {
    receiptHeader: account?.receiptName.trim() || communityName,
    receiptLines: (account?.addressLines ?? []).map((l) => l.trim()).filter(Boolean),
    taxID: account?.taxID?.trim() || null,
    promptPayID: account?.promptPayID?.trim() || null,
    slipHeader: documents?.slipHeader.trim() || communityName,
    slipFooter: documents?.slipFooter.trim() || null,
  };
}
