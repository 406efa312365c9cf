import { z } from 'zod';

/** The gate's text fields: trimmed, bounded, named in their message; a blank optional one is absent. */
export const gateText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`);

export const optionalGateText = (label: string, max: number) =>
  gateText(label, max)
    .optional()
    .transform((v) => v || undefined);
