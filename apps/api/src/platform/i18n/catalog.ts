import type { Lang } from '@cc/contracts/i18n';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { th } from './th';
import { zh } from './zh';

/** Every refusal's wording, by code, in each console language (English is the source). */
export const CATALOG: Record<Lang, Readonly<Record<string, string>>> = { th, en, zh, ar, it, es, fr };
