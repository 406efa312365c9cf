/**
 * An RFC 6266 Content-Disposition: a plain-ASCII `filename` for old clients (quotes, slashes,
 * control and non-ASCII characters replaced) and the exact name as RFC 8187 `filename*`, in
 * which every character outside attr-char is percent-encoded, so no header can be split.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const name = filename.replace(/[\p{Cc}/\\]/gu, '_').slice(0, 200) || 'file';
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
