import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  FACILITY_NOT_FOUND: 'Équipement introuvable dans cette résidence',
  FACILITY_ARCHIVED: "{facility} n'accepte plus de réservations (équipement archivé)",
  BOOKING_NOT_FOUND: 'Réservation introuvable dans cette résidence',
  EVENT_NOT_FOUND: 'Événement introuvable dans cette résidence',
  FACILITY_UNIT_NOT_FOUND: 'Logement introuvable dans cette résidence',
  PHOTO_NOT_FOUND: 'Photo introuvable pour cet équipement',
  NOT_YOUR_UNIT: 'Vous ne pouvez réserver que pour un logement où vous habitez',
  OWNERS_ONLY: 'Seuls les propriétaires peuvent réserver {facility}',
  SUSPENDED:
    "Le logement {unitNo} ne peut pas réserver jusqu'au {until}, après {count} réservations non honorées",
  NOT_A_SLOT: "{time} n'est pas le début d'un créneau de {facility}",
  SLOT_PAST: 'Le créneau de {facility} du {time} a déjà commencé',
  SLOT_ENDED: 'Le créneau de {facility} du {time} est déjà terminé',
  NOT_OPEN_YET: 'Les réservations de {facility} pour le {day} ouvrent le {opens}',
  TOO_LATE: 'Réservez {facility} au moins {minutes} minutes avant le début',
  TOO_MANY_PEOPLE: '{facility} accepte au maximum {max} personnes par réservation',
  SLOT_FULL: 'Le créneau du {time} de {facility} est complet : il reste {left} places pour {asked} demandées',
  EVENT_BLOCKS: "{facility} n'est pas disponible le {time} (événement : {title})",
  DAY_LIMIT: 'Le logement {unitNo} a utilisé {used} de ses {limit} réservations de {facility} pour le {day}',
  WEEK_LIMIT:
    'Le logement {unitNo} a utilisé {used} de ses {limit} réservations de {facility} cette semaine (depuis le {week})',
  OPEN_LIMIT: 'Le logement {unitNo} a déjà {used} de ses {limit} réservations en cours pour {facility}',
  DUPLICATE_SLOT: 'Le même créneau est choisi deux fois',
  CANNOT_DECIDE: "Seule une réservation en attente d'approbation peut être approuvée ou refusée",
  APPROVAL_EXPIRED: "Cette réservation a attendu trop longtemps l'approbation et a expiré",
  CANNOT_CANCEL: 'Cette réservation ne peut plus être annulée',
  CANCEL_CUTOFF:
    "Les réservations de {facility} peuvent être annulées jusqu'au {deadline} ; veuillez appeler le bureau de gestion",
  CANNOT_CHECK_IN: "Le check-in n'est possible que pour une réservation confirmée",
  CHECK_IN_WINDOW: 'Le check-in est ouvert du {opens} au {closes}',
  CANNOT_NO_SHOW: 'Seule une réservation confirmée sans check-in peut être marquée comme non honorée',
  NO_SHOW_TOO_EARLY: 'Une réservation peut être marquée comme non honorée à partir du {time}',
  NO_DEPOSIT: "Cette réservation n'a pas de caution",
  DEPOSIT_NOT_DUE: 'La caution a déjà été reçue',
  DEPOSIT_NOT_HELD: 'Seule une caution reçue peut être remboursée ou retenue',
  EVENT_CLASHES: "{count} réservations tombent pendant cet événement : annulez-les ou modifiez l'événement",
  FUTURE_BOOKINGS:
    "{facility} a {count} réservations à venir : annulez-les avec l'archivage, ou conservez l'équipement",
  RRULE_NOT_VALID:
    "La règle de répétition {rrule} n'est pas valide : répétez chaque jour, semaine, mois ou année",
  FACILITY_RANGE_TOO_LONG: 'Demandez au maximum {max} jours à la fois',
  RANGE_BACKWARDS: 'La période se termine avant de commencer',
  TOO_MANY_PHOTOS: 'Un équipement a au maximum {max} photos',
  FACILITY_NO_PHOTO: 'Envoyez la photo comme fichier multipart nommé photo (JPEG, PNG ou WebP)',
  MAX_PEOPLE_OVER_CAPACITY:
    'Le nombre de personnes par réservation ({maxPeople}) ne peut pas dépasser la capacité ({capacity})',
  ALREADY_ARCHIVED: 'Cet équipement est déjà archivé',
};
