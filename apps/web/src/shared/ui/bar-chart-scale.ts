/** A generous width of one 11 px character (Latin, Thai and Arabic all fit under it). */
const CHAR_PX = 6.5;
const MAX_LABEL_LINES = 3;

/**
 * A category label broken between words into lines that fit `width` (at most three; a single
 * long word stays whole). The SVG text cannot wrap by itself, and the labels of a few wide
 * categories ("over 180 days" in Arabic on a phone) otherwise run into each other.
 */
export function labelLines(label: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (
      last !== undefined &&
      (`${last} ${word}`.length * CHAR_PX <= width || lines.length === MAX_LABEL_LINES)
    )
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A friendly axis for counts: a whole step of 1, 2 or 5 times a power of ten giving about five
 * ticks, and the top as the first step at or above the largest value.
 */
export function niceScale(largest: number): { max: number; step: number } {
  if (largest <= 0) return { max: 4, step: 1 };
  const raw = largest / 5;
  const exp = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((f) => f * exp >= raw) ?? 10) * exp);
  return { max: Math.ceil(largest / step) * step, step };
}
