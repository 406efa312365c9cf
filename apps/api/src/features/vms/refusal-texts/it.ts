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
};
