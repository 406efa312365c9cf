import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: 'Questa fattura non esiste in questa comunità',
  BILLING_UNIT_NOT_FOUND: 'Questa unità non esiste in questa comunità',
  BILLING_BUILDING_NOT_FOUND: 'Questo edificio non esiste in questa comunità',
  BILLING_ACCOUNT_NOT_FOUND: 'Questo conto non esiste in questa comunità',
  BILLING_RUN_NOT_FOUND: 'Questa emissione di fatture non esiste in questa comunità',
  BILLING_BILL_STALE: "Qualcuno ha modificato questa fattura dopo che l'hai aperta: ricaricala e riprova",
  BILLING_BILL_NOT_CHANGEABLE:
    'Questa fattura è {status}; si può modificare solo una bozza o una fattura emessa non pagata',
  BILLING_BILL_NOT_RECALLABLE:
    'Questa fattura è {status}; si può ritirare solo una fattura emessa non pagata',
  BILLING_BILL_NOTHING_TO_PAY: 'Questa fattura è {status}; non c’è nulla da pagare',
  BILLING_BILL_EXISTS: "L'unità {unitNo} ha già una fattura per {period}",
  BILLING_NO_LINES:
    "Le impostazioni non danno voci all'unità {unitNo}: indica le voci o imposta gli addebiti",
  BILLING_PROMPTPAY_ID_INVALID: 'Questo non è un ID PromptPay valido di quel tipo',
  BILLING_NO_PROMPTPAY: 'Aggiungi prima un conto PromptPay nelle preferenze di fatturazione',
  BILLING_STATUS_DRAFT: 'una bozza',
  BILLING_STATUS_ISSUED: 'emessa',
  BILLING_STATUS_PARTIALLY_PAID: 'pagata in parte',
  BILLING_STATUS_PAID: 'pagata',
  BILLING_STATUS_RECALLED: 'ritirata',
  BILLING_EVIDENCE_NOT_FOUND: 'Questo pagamento non esiste in questa comunità',
  BILLING_SLIP_USED:
    'Questa ricevuta di bonifico è già stata inviata per {bill}: una ricevuta paga una sola volta',
  BILLING_SLIP_IMAGE_REQUIRED: 'Invia la ricevuta come immagine JPEG o PNG nel campo image del modulo',
  BILLING_SLIP_IMAGE_TYPE: 'La ricevuta deve essere un’immagine JPEG o PNG',
  BILLING_SLIP_TOO_LARGE: 'L’immagine della ricevuta può essere al massimo di 5 MB',
  BILLING_EVIDENCE_NOT_DELETABLE:
    'Questo pagamento è {status}; si può eliminare solo un pagamento allo sportello in attesa di verifica',
  BILLING_EVIDENCE_NOT_DECIDABLE:
    'Questo pagamento è {status}; solo un pagamento inviato può essere verificato o respinto',
  BILLING_NOT_A_VERIFIER: 'Non sei nell’elenco di chi verifica i pagamenti',
  BILLING_OWN_PAYMENT: 'Hai registrato tu questo pagamento: deve verificarlo qualcun altro',
  BILLING_VERIFIER_NOT_MEMBER: 'Questo utente non è un membro della comunità che può approvare i pagamenti',
  BILLING_EVIDENCE_SUBMITTED: 'in attesa di verifica',
  BILLING_EVIDENCE_VERIFIED: 'verificato',
  BILLING_EVIDENCE_REJECTED: 'respinto',
  BILLING_RECEIPT_NOT_FOUND: 'Questa ricevuta non esiste in questa comunità',
  BILLING_RECEIPT_CANCELLED: 'Questa ricevuta è stata annullata; una ricevuta annullata non può cambiare',
  BILLING_MESSAGE_NOT_FOUND: 'Questo messaggio non esiste in questa comunità',
  BILLING_MESSAGE_NO_RECIPIENTS:
    'Questo messaggio non raggiunge nessuna unità: {audience}. Non è stato inviato nulla',
  BILLING_MESSAGE_RECALLED:
    'Questo messaggio è già stato ritirato; un messaggio ritirato non può essere ritirato di nuovo',
  BILLING_AUDIENCE_ALL: 'la comunità non ha ancora unità',
  BILLING_AUDIENCE_BUILDINGS: 'gli edifici scelti non hanno unità',
  BILLING_AUDIENCE_UNITS: 'nessuna unità è stata scelta',
  BILLING_AUDIENCE_DEBTORS: "oggi nessuna unità ha una fattura scaduta (di almeno l'importo minimo)",
  BILLING_EVIDENCE_NOT_VERIFIED:
    'Questo pagamento è {status}; si riemette una ricevuta solo per un pagamento verificato',
  BILLING_RECEIPT_IN_FORCE:
    "Questo pagamento ha già una ricevuta valida: annullala prima di emetterne un'altra",
  BILLING_RECEIPT_NO_CHANGE: "Indica il nome, l'indirizzo o il codice fiscale del pagatore da modificare",
  BILLING_IMPORT_FILE_REQUIRED: 'Invia il foglio come file .xlsx nel campo file del modulo',
  BILLING_IMPORT_NOT_XLSX: 'Il file non è una cartella di lavoro Excel (.xlsx): parti dal modello',
  BILLING_IMPORT_HEADINGS: 'Al foglio mancano le colonne {columns}: parti dal modello',
  BILLING_IMPORT_EMPTY: 'Il foglio non ha righe da importare',
  BILLING_IMPORT_TOO_LARGE: 'Un foglio può avere al massimo {max} righe',
  BILLING_IMPORT_ROWS_INVALID: '{bad} righe su {total} hanno problemi: non è stato importato nulla',
  BILLING_IMPORT_ROW_REQUIRED: '{column} è obbligatorio',
  BILLING_IMPORT_ROW_UNIT: 'In questa comunità non c’è l’unità {unitNo}',
  BILLING_IMPORT_ROW_PERIOD: '{column} deve essere un mese nel formato YYYY-MM, es. 2026-10',
  BILLING_IMPORT_ROW_READING:
    '{column} deve essere una lettura del contatore: un numero fino a 6 cifre e 3 decimali',
  BILLING_IMPORT_ROW_PAIR: '{column} richiede anche l’altra lettura dello stesso contatore',
  BILLING_IMPORT_ROW_BACKWARDS: '{column} {current} è inferiore alla lettura precedente {previous}',
  BILLING_IMPORT_ROW_AMOUNT: '{column} deve essere un importo in baht, almeno 0, con al massimo 2 decimali',
  BILLING_IMPORT_ROW_EXTRA: 'Una voce aggiuntiva richiede sia la descrizione sia l’importo',
  BILLING_IMPORT_ROW_DUPLICATE: 'L’unità {unitNo} per {period} è già alla riga {row}',
  BILLING_IMPORT_ROW_BILLED:
    'L’unità {unitNo} ha già una bolletta per {period} che è {status}; si può sostituire solo una bozza',
  BILLING_IMPORT_ROW_TEXT_LONG: '{column} può avere al massimo {max} caratteri',
  BILLING_IMPORT_ROW_NO_LINES:
    'Questa riga non dà voci all’unità {unitNo}: indica letture o una voce aggiuntiva, o imposta le tariffe',
  BILLING_PRINT_NONE: 'Nessuna bolletta da stampare: la selezione non ha bollette emesse o pagate',
  BILLING_PRINT_TOO_MANY:
    '{count} bollette corrispondono; se ne stampano al massimo {max} per volta: restringi il filtro',
  BILLING_EVIDENCE_PRINT_NONE: 'Nessun pagamento da stampare per questa selezione',
  BILLING_EVIDENCE_PRINT_TOO_MANY:
    '{count} pagamenti corrispondono; se ne stampano al massimo {max} per volta: scegli un giorno',
};
