import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  AGM_MEETING_NOT_FOUND: 'Questa assemblea non esiste in questa comunità',
  AGM_ITEM_NOT_FOUND: "Questo punto all'ordine del giorno non esiste in questa comunità",
  AGM_RULE_NOT_FOUND: 'Questa regola non esiste in questa comunità',
  AGM_UNIT_NOT_ON_ROLL: "Questa unità non è nell'elenco di questa assemblea",
  AGM_PETITION_NOT_FOUND: 'Questa petizione non esiste in questa comunità',
  AGM_UNIT_NOT_FOUND: 'Questa unità non esiste in questa comunità',
  AGM_NO_VOTE: 'Questa unità non ha votato su questo punto',
  AGM_CANDIDATE_NOT_FOUND: 'Scegli solo candidati di questo punto',
  AGM_MEETING_STATE: "L'assemblea è {state}: non si può fare ora",
  AGM_NOTICE_TOO_LATE:
    "La convocazione deve arrivare ai proprietari almeno {days} giorni prima dell'assemblea",
  AGM_RECONVENE_TOO_LATE: "Un'assemblea riconvocata si tiene entro {days} giorni dalla prima",
  AGM_RECONVENE_NOT_NEEDED:
    "Questa assemblea aveva il quorum e nessun punto a metà di tutti i voti è fallito: non c'è nulla da riconvocare",
  AGM_ALREADY_RECONVENED:
    "Un'assemblea si riconvoca una sola volta: questa è già un'assemblea riconvocata o è già stata riconvocata",
  AGM_ROLL_EMPTY: "Prima prepara l'elenco: questa assemblea non ha unità nel suo elenco",
  AGM_ROLL_LOCKED: "L'elenco è bloccato all'apertura dell'assemblea",
  AGM_RULE_LOCKED: "Un'assemblea che usa questa regola è in corso: modificala dopo",
  AGM_RULE_NOT_FOR_COMMUNITY: 'Questa regola non si applica a questo tipo di comunità',
  AGM_ITEM_NOT_PENDING: 'Questo punto è già stato aperto',
  AGM_ITEM_NOT_OPEN: 'Questo punto non è aperto al voto',
  AGM_ITEM_CLOSED: 'La votazione su questo punto è chiusa',
  AGM_ANOTHER_ITEM_OPEN: 'Chiudi prima il punto aperto',
  AGM_ORDER_MISMATCH: "Indica ogni punto dell'assemblea una sola volta",
  AGM_NO_QUORUM: "L'assemblea non ha il quorum: non si possono aprire punti",
  AGM_NOT_OWNER: "Solo il proprietario dell'unità o il suo delegato registrato può farlo",
  AGM_NOT_PRESENT: "Registra prima la presenza dell'unità",
  AGM_NOT_ELIGIBLE: 'Questa unità non può votare in questa assemblea',
  AGM_ALREADY_CHECKED_IN: 'Questa unità è già registrata',
  AGM_PROXY_LIMIT: 'Un delegato può rappresentare al massimo {max} unità',
  AGM_FILE_TYPE: "Allega un PDF o un'immagine (JPEG, PNG o WebP)",
  AGM_CHOICE_KIND: "Una delibera accetta FAVOREVOLE, CONTRARIO o ASTENUTO; un'elezione accetta candidati",
  AGM_TOO_MANY_CANDIDATES: 'Scegli al massimo {seats} candidati',
  AGM_MINUTES_LOCKED: 'Il verbale è pubblicato e non può più cambiare',
  AGM_ALREADY_SIGNED: 'Le tue unità hanno già firmato questa petizione',
  AGM_PETITION_CLOSED: 'Questa petizione non è più aperta alle firme',
};
