/** The views of `/dashboard/vms`, in the menu's order; the first is the default. */
export const VMS_TABS = ['inside', 'log', 'desk', 'passes', 'coupons', 'reports', 'settings'] as const;
export type VmsTab = (typeof VMS_TABS)[number];

export const vmsTabOf = (value: string | null): VmsTab =>
  (VMS_TABS as readonly string[]).includes(value ?? '') ? (value as VmsTab) : VMS_TABS[0];
