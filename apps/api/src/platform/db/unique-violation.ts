/** The SQLSTATE of a database error, whichever driver raised it and however Drizzle wrapped it. */
export function databaseCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique-key violation (23505): a race the code's own checks cannot see becomes a 409. */
export const isUniqueViolation = (err: unknown): boolean => databaseCode(err) === '23505';
