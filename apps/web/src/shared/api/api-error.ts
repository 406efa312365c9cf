/** An answer that was not a success: the envelope's fields, plus the HTTP status (0 = no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errorMessage: string = message,
    /** The envelope's `data` on a refusal that explains itself (e.g. an import's row report). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server never answered (offline, DNS, CORS, aborted). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errorMessage?: unknown;
  data?: unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function errorFromBody(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as ErrorBody;
  const message = str(b.errorMessage) ?? str(b.message) ?? `HTTP ${status}`;
  return new ApiError(status, str(b.code) ?? `HTTP_${status}`, message, message, b.data);
}

/** What a caught failure says: an Error's message, anything else as text. */
export const errorMessageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
