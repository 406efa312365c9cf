import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: 'Questa visita non esiste in questa comunità',
  VMS_UNIT_NOT_FOUND: 'Questa unità non esiste in questa comunità',
  VMS_ALREADY_OUT: 'Questo visitatore è già uscito',
  VMS_NOT_INSIDE: 'Nessun visitatore presente corrisponde ai dati forniti',
  VMS_AMBIGUOUS: '{count} visitatori presenti corrispondono; usa il codice del tagliando',
  VMS_PAYMENT_REQUIRED: 'La tariffa è di {amount} baht: indica come è stata pagata',
  VMS_TOO_MANY_STAMPS: 'Una visita ha al massimo {max} timbri',
  VMS_STAMP_NOT_FOUND: 'Questo timbro non esiste in questa comunità',
  VMS_STAMP_NOT_YOURS: 'Solo il residente che ha dato il timbro, o il personale del cancello, può annullarlo',
  VMS_STAMP_CANCELLED: 'Questo timbro è già annullato',
  VMS_EXIT_BEFORE_ENTRY: "L'uscita è precedente all'ingresso",
  VMS_BAD_STAY: 'Impossibile calcolare la sosta: controlla orari e timbri',
  VMS_INVALID_ID_NUMBER: 'Il numero del documento non è valido: controllalo',
  VMS_COUPON_BATCH_NOT_FOUND: 'Nessun lotto di buoni con questo ID in questa comunità',
  VMS_COUPON_NOT_FOUND: 'Nessun buono con questo codice in questa comunità',
  VMS_COUPON_MOVE_NOT_ALLOWED: 'Impossibile eseguire {action} su un lotto di buoni nello stato {state}',
  VMS_COUPON_REASON_REQUIRED: 'Indica un motivo',
  VMS_COUPON_NOT_SET_UP:
    'I buoni parcheggio non sono ancora configurati: imposta prima prezzo e beneficiario',
  VMS_COUPON_BAD_PAYEE: "L'ID PromptPay non è valido per il suo tipo",
  VMS_COUPON_OWNER_CANNOT_ORDER: 'Questa unità non può ordinare buoni parcheggio',
  VMS_COUPON_QUOTA_EXCEEDED: 'Questa unità può ordinare {quota} buoni al mese; ne restano {left}',
  VMS_COUPON_DUE_PAST: 'La scadenza è già passata',
  VMS_COUPON_SLIP_REQUIRED: 'Allega una foto della ricevuta di pagamento',
  VMS_COUPON_CANCEL_STAFF_ONLY: "Dopo la richiesta di pagamento solo l'ufficio può annullare il lotto",
  VMS_COUPON_USED: 'Questo buono è già stato usato',
  VMS_COUPON_CANCELLED: 'Questo buono è annullato',
  VMS_COUPON_EXPIRED: 'Questo buono è scaduto',
  VMS_REPORT_RANGE_REVERSED: 'Il periodo finisce prima di iniziare',
  VMS_REPORT_RANGE_TOO_LONG: 'Un rapporto copre al massimo {max} giorni',
  VMS_REPORT_MONTH_AHEAD: 'Quel mese non è ancora iniziato',
  VMS_REPORT_NO_RECIPIENTS: 'Aggiungi prima almeno un destinatario',
  VMS_REPORT_SHEET_TOO_BIG:
    'Il periodo ha {count} visite; un foglio ne contiene al massimo {max}. Scegli meno giorni',
};
