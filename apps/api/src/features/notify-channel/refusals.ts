import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/**
 * Office alerts' refusals in every console language, and the texts its messages carry (a test,
 * the digest, the notice of a dead delivery), written with inLanguage in the channel's language.
 */
export const notifyChannelRefusals = defineRefusals('notify-channel', { th, en, zh, ar, it, es, fr });
export const { badRequest, conflict, forbidden, notFound, unauthorized, inLanguage } = notifyChannelRefusals;
