import { countCharacters, GROUP_NAME_MAX } from '@cc/contracts/issuetracking';

/**
 * The group name field's rule, as the API counts: characters as a person sees them (`น้ำ` is
 * one), after trimming. The counter shows `used/max`; a longer text is cut back to the last
 * whole character that fits, so the 21st is refused as it is typed.
 */
export function groupNameCount(text: string) {
  const used = countCharacters(text.trim().normalize('NFC'));
  return { used, max: GROUP_NAME_MAX, over: used > GROUP_NAME_MAX };
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** The text cut to at most `max` characters as a person counts them (never half a character). */
export function fitGroupName(text: string, max = GROUP_NAME_MAX): { text: string; cut: boolean } {
  const parts = [...graphemes.segment(text)];
  // Leading spaces are trimmed on save, so they do not count against the limit.
  const lead = text.length - text.trimStart().length;
  let kept = 0;
  let end = 0;
  for (const p of parts) {
    if (p.index >= lead) kept++;
    if (kept > max) return { text: text.slice(0, end), cut: true };
    end = p.index + p.segment.length;
  }
  return { text, cut: false };
}

/**
 * The field's next value as a person types. Beyond `fitGroupName`: a Thai keyboard sends `น้ำ`
 * as three key presses, so once `น` is refused the tone mark and vowel that follow (no new character as Intl counts) would cling to
 * the last kept character instead; marks typed right after a refusal are refused with it.
 */
export function nextGroupName(prev: string, typed: string, refusedBefore: boolean) {
  const clings = typed.length > prev.length && countCharacters(typed) === countCharacters(prev);
  if (refusedBefore && typed.startsWith(prev) && clings) return { text: prev, refused: true };
  const fit = fitGroupName(typed);
  return { text: fit.text, refused: fit.cut };
}
