import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  CAR_NOT_WAITING:
    'Questa richiesta è {state}; solo una richiesta in attesa si può approvare, rifiutare o modificare',
  CAR_NOT_APPROVED: 'Questo veicolo è {state}; solo un veicolo approvato riceve un adesivo o si modifica',
  CAR_ALREADY_CLOSED: 'Questo veicolo è già {state}',
  CAR_LIMIT_REACHED:
    "L'unità {unitNo} ha già {limit} {type} approvati; ritirane uno o alza il limite nella politica",
  CAR_PLATE_TAKEN: 'La targa {plateNo} {province} è già registrata a un veicolo attivo',
  CAR_NOT_YOURS: 'Puoi registrare e modificare veicoli solo per le tue unità',
  CAR_OWNERS_ONLY: "Solo i proprietari dell'unità possono registrarne i veicoli",
  CAR_STAFF_ONLY: "In questa comunità i veicoli li registra l'ufficio",
  CAR_UNIT_UNKNOWN: "L'unità {unitNo} non è in questa comunità",
  CAR_RECORD_NOT_FOUND: 'Nessun veicolo simile in questa comunità',
  CAR_SHEET_PROBLEMS: '{count} problemi nel foglio, niente salvato. Riga {row}, {field}: {problem}',
  CAR_SHEET_EMPTY: "Il foglio non ha veicoli sotto l'intestazione",
  CAR_SHEET_NO_COLUMN: 'L\'intestazione non ha la colonna "{column}"; usa il modello',
  CAR_SHEET_UNREADABLE: 'Il file non è né un .xlsx né un CSV UTF-8',
  CAR_SHEET_TOO_MANY: 'Il foglio ha {rows} righe; al massimo {max} per volta',
  CAR_SHEET_BAD_PROVINCE: 'non è una provincia',
  CAR_SHEET_BAD_PLATE: 'una targa finisce con cifre, es. กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR o MOTORCYCLE',
  CAR_SHEET_NO_UNIT: 'unità inesistente',
  CAR_SHEET_DUPLICATE: 'stessa targa della riga {row}',
  CAR_SHEET_TAKEN: 'già registrata',
  CAR_SHEET_OVER_LIMIT: "più di quanti l'unità ne possa avere",
  CAR_SHEET_TOO_LONG: 'al massimo {max} caratteri',
  CAR_STATE_WAITING: 'in attesa',
  CAR_STATE_APPROVED: 'approvato',
  CAR_STATE_REJECTED: 'rifiutato',
  CAR_STATE_CANCELLED: 'annullato',
  CAR_DOCUMENTS_MISSING: 'Questa comunità richiede questi documenti con la richiesta di un veicolo: {kinds}',
  CAR_DOCUMENT_NOT_OURS: 'Un documento deve essere un file caricato per i veicoli di questa comunità',
  CAR_DOCUMENT_NO_FILE: 'Allega un\'immagine o un PDF nel campo "file"',
  CAR_DOCUMENT_REGISTRATION_BOOK: 'libretto di circolazione',
  CAR_DOCUMENT_ID_CARD: "carta d'identità",
  CAR_DOCUMENT_LEASE: "contratto d'affitto",
};
