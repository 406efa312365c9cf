/** A community picture drawn from its colours and initials, so the demo needs no image files. */
export function communityPicture(initials: string, from: string, to: string): string {
  const towers = [
    [18, 44, 16, 52],
    [38, 28, 20, 68],
    [62, 38, 18, 58],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="#fff" opacity=".85"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="16" fill="url(#g)"/>${towers}<text x="48" y="90" font-family="sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}
