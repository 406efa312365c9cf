import type { en } from './en';

/** Every language words every key the English one has. */
export type ReportTexts = Record<keyof typeof en, string>;
