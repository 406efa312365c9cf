import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  FACILITY_NOT_FOUND: 'Struttura non trovata in questo condominio',
  FACILITY_ARCHIVED: '{facility} è in archivio e non accetta prenotazioni',
  BOOKING_NOT_FOUND: 'Prenotazione non trovata in questo condominio',
  EVENT_NOT_FOUND: 'Evento non trovato in questo condominio',
  FACILITY_UNIT_NOT_FOUND: 'Unità non trovata in questo condominio',
  PHOTO_NOT_FOUND: 'Foto non trovata per questa struttura',
  NOT_YOUR_UNIT: "Puoi prenotare solo per un'unità in cui abiti",
  OWNERS_ONLY: 'Solo i proprietari delle unità possono prenotare {facility}',
  SUSPENDED: "L'unità {unitNo} non può prenotare fino al {until}, dopo {count} mancate presentazioni",
  NOT_A_SLOT: "{time} non è l'inizio di una fascia oraria di {facility}",
  SLOT_PAST: 'La fascia di {facility} del {time} è già iniziata',
  SLOT_ENDED: 'La fascia di {facility} del {time} è già terminata',
  NOT_OPEN_YET: 'Le prenotazioni di {facility} per il {day} si aprono il {opens}',
  TOO_LATE: "Per {facility} bisogna prenotare almeno {minutes} minuti prima dell'inizio",
  TOO_MANY_PEOPLE: '{facility} accetta al massimo {max} persone per prenotazione',
  SLOT_FULL:
    'La fascia del {time} di {facility} è al completo: restano {left} posti, ne sono stati chiesti {asked}',
  EVENT_BLOCKS: '{facility} non è disponibile il {time} per {title}',
  DAY_LIMIT: "L'unità {unitNo} ha usato {used} delle sue {limit} prenotazioni di {facility} per il {day}",
  WEEK_LIMIT:
    "L'unità {unitNo} ha usato {used} delle sue {limit} prenotazioni di {facility} di questa settimana (dal {week})",
  OPEN_LIMIT: "L'unità {unitNo} ha già {used} delle sue {limit} prenotazioni attive di {facility}",
  DUPLICATE_SLOT: 'La stessa fascia oraria è stata scelta due volte',
  CANNOT_DECIDE: 'Si può approvare o rifiutare solo una prenotazione in attesa di approvazione',
  APPROVAL_EXPIRED: 'Questa prenotazione è rimasta troppo a lungo in attesa di approvazione ed è scaduta',
  CANNOT_CANCEL: 'Questa prenotazione non può più essere annullata',
  CANCEL_CUTOFF:
    "Le prenotazioni di {facility} si possono annullare fino al {deadline}; chiama l'amministrazione",
  CANNOT_CHECK_IN: 'Il check-in è possibile solo per una prenotazione confermata',
  CHECK_IN_WINDOW: 'Il check-in è aperto dal {opens} al {closes}',
  CANNOT_NO_SHOW:
    'Solo una prenotazione confermata senza check-in può essere segnata come mancata presentazione',
  NO_SHOW_TOO_EARLY: 'La mancata presentazione si può segnare dal {time}',
  NO_DEPOSIT: 'Questa prenotazione non prevede cauzione',
  DEPOSIT_NOT_DUE: 'La cauzione è già stata ricevuta',
  DEPOSIT_NOT_HELD: 'Si può restituire o trattenere solo una cauzione già ricevuta',
  EVENT_CLASHES: "{count} prenotazioni ricadono in questo evento: annullale o modifica l'evento",
  FUTURE_BOOKINGS:
    "{facility} ha {count} prenotazioni future: annullale con l'archiviazione o mantieni la struttura",
  RRULE_NOT_VALID:
    'La regola di ripetizione {rrule} non è valida: ripeti ogni giorno, settimana, mese o anno',
  FACILITY_RANGE_TOO_LONG: 'Chiedi al massimo {max} giorni alla volta',
  RANGE_BACKWARDS: "L'intervallo finisce prima di iniziare",
  TOO_MANY_PHOTOS: 'Una struttura può avere al massimo {max} foto',
  FACILITY_NO_PHOTO: 'Invia la foto come file multipart di nome photo (JPEG, PNG o WebP)',
  MAX_PEOPLE_OVER_CAPACITY:
    'Le persone per prenotazione ({maxPeople}) non possono superare la capienza ({capacity})',
  ALREADY_ARCHIVED: 'Questa struttura è già in archivio',
};
