import type { ChatPreference } from '@cc/contracts/chat';
import { LANGS, type Lang } from '@cc/contracts/i18n';

/** One weekday in the form: an open switch and its hours (kept while closed, for undo). */
export interface DayValues {
  isOpen: boolean;
  open: string;
  close: string;
}

export interface PreferenceValues {
  days: DayValues[];
  holidays: string[];
  autoReplyEnabled: boolean;
  autoReplyTexts: Record<Lang, string>;
  greeting: string;
  quickReplies: string[];
}

const DEFAULT_DAY = { open: '08:00', close: '17:00' };

/** The stored preference as the form edits it: every weekday and language has its fields. */
export function toValues(p: ChatPreference): PreferenceValues {
  return {
    days: Array.from({ length: 7 }, (_, i) => {
      const d = p.officeHours[i];
      return d ? { isOpen: true, ...d } : { isOpen: false, ...DEFAULT_DAY };
    }),
    holidays: [...p.holidays].sort(),
    autoReplyEnabled: p.autoReplyEnabled,
    autoReplyTexts: Object.fromEntries(LANGS.map((l) => [l, p.autoReplyTexts[l] ?? ''])) as Record<
      Lang,
      string
    >,
    greeting: p.greeting,
    quickReplies: [...p.quickReplies],
  };
}

/** The form's values as the API takes them: closed days null, empty texts left out (product default). */
export function toPreference(v: PreferenceValues): ChatPreference {
  return {
    officeHours: v.days.map((d) => (d.isOpen ? { open: d.open, close: d.close } : null)),
    holidays: [...new Set(v.holidays)].sort(),
    autoReplyEnabled: v.autoReplyEnabled,
    autoReplyTexts: Object.fromEntries(
      LANGS.map((l) => [l, (v.autoReplyTexts[l] ?? '').trim()]).filter(([, text]) => text),
    ),
    greeting: v.greeting.trim(),
    quickReplies: v.quickReplies.map((r) => r.trim()),
  };
}
