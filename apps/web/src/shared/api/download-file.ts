import { apiResponse, type CallOptions } from './api-client';

/** The file name the server suggests (RFC 6266, plain or UTF-8 form), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]! : fallback;
}

/**
 * Downloads a file the API answers (an Excel export, an import template) with the signed-in
 * user's bearer token, which a plain link cannot carry, and hands it to the browser to save.
 * A refusal throws ApiError like any other call.
 */
export async function downloadFile(
  path: string,
  query: CallOptions['query'],
  fallbackName: string,
): Promise<void> {
  const res = await apiResponse('GET', path, { query });
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
