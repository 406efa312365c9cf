import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  AGM_MEETING_NOT_FOUND: "Cette assemblée n'existe pas dans cette communauté",
  AGM_ITEM_NOT_FOUND: "Ce point de l'ordre du jour n'existe pas dans cette communauté",
  AGM_RULE_NOT_FOUND: "Cette règle n'existe pas dans cette communauté",
  AGM_UNIT_NOT_ON_ROLL: 'Ce lot ne figure pas sur la liste de cette assemblée',
  AGM_PETITION_NOT_FOUND: "Cette pétition n'existe pas dans cette communauté",
  AGM_UNIT_NOT_FOUND: "Ce lot n'existe pas dans cette communauté",
  AGM_NO_VOTE: "Ce lot n'a pas voté sur ce point",
  AGM_CANDIDATE_NOT_FOUND: 'Choisissez uniquement des candidats de ce point',
  AGM_MEETING_STATE: "L'assemblée est {state} : impossible pour l'instant",
  AGM_NOTICE_TOO_LATE:
    "La convocation doit parvenir aux copropriétaires au moins {days} jours avant l'assemblée",
  AGM_RECONVENE_TOO_LATE: 'Une assemblée reconvoquée se tient dans les {days} jours suivant la première',
  AGM_RECONVENE_NOT_NEEDED:
    "Cette assemblée avait le quorum et aucun point à la moitié de toutes les voix n'a échoué : rien à reconvoquer",
  AGM_ALREADY_RECONVENED:
    "Une assemblée n'est reconvoquée qu'une fois : celle-ci est déjà une assemblée reconvoquée ou a déjà été reconvoquée",
  AGM_ROLL_EMPTY: "Établissez d'abord la liste : cette assemblée n'a aucun lot inscrit",
  AGM_ROLL_LOCKED: "La liste est figée dès l'ouverture de l'assemblée",
  AGM_RULE_LOCKED: 'Une assemblée utilisant cette règle est en séance : modifiez-la après',
  AGM_RULE_NOT_FOR_COMMUNITY: "Cette règle ne s'applique pas à ce type de communauté",
  AGM_ITEM_NOT_PENDING: 'Ce point a déjà été ouvert',
  AGM_ITEM_NOT_OPEN: "Ce point n'est pas ouvert au vote",
  AGM_ITEM_CLOSED: 'Le vote sur ce point est clos',
  AGM_ANOTHER_ITEM_OPEN: "Clôturez d'abord le point ouvert",
  AGM_ORDER_MISMATCH: "Indiquez chaque point de l'assemblée une seule fois",
  AGM_NO_QUORUM: "L'assemblée n'a pas le quorum : aucun point ne peut être ouvert",
  AGM_NOT_OWNER: 'Seul le copropriétaire du lot ou son mandataire enregistré peut le faire',
  AGM_NOT_PRESENT: "Enregistrez d'abord la présence du lot",
  AGM_NOT_ELIGIBLE: 'Ce lot ne peut pas voter à cette assemblée',
  AGM_ALREADY_CHECKED_IN: 'Ce lot est déjà enregistré',
  AGM_PROXY_LIMIT: 'Un mandataire peut représenter au plus {max} lots',
  AGM_FILE_TYPE: 'Joignez un PDF ou une image (JPEG, PNG ou WebP)',
  AGM_CHOICE_KIND: 'Une résolution prend POUR, CONTRE ou ABSTENTION ; une élection prend des candidats',
  AGM_TOO_MANY_CANDIDATES: 'Choisissez au plus {seats} candidats',
  AGM_MINUTES_LOCKED: 'Le procès-verbal est publié et ne peut plus changer',
  AGM_ALREADY_SIGNED: 'Vos lots ont déjà signé cette pétition',
  AGM_PETITION_CLOSED: "Cette pétition n'est plus ouverte aux signatures",
};
