/** English, the source of settings's refusal codes; every other language has exactly these. */
export const en = {
  SETTING_LOCKED: 'Settings cannot be switched off or hidden here; ask the operator',
  ADMIN_KEEPS_SETTING: 'ADMIN always keeps SETTING read and write, so settings cannot be locked',
  FEATURE_UNAVAILABLE: '{feature} is not available',
  FEATURE_NOT_IN_VILLAGE: '{feature} is not available in a VILLAGE community',
} as const;
