import sanitizeHtml from 'sanitize-html';
import { FILES_PATH, keyOf } from '../../platform/files/file-keys';

/**
 * Pictures may come from our own announcement uploads or any https address, nothing else. Ours
 * are kept as their bare path (`/api/files/<key>`, no signature): a reader's answer signs them
 * afresh (post-links.ts), so a stored body never holds a link that expires.
 */
const ownUpload = (src: string | undefined) => {
  const parsed = src ? keyOf(src) : null;
  return parsed && /(^|\/)announcements\/[^/]+$/.test(parsed.key) ? `${FILES_PATH}${parsed.key}` : null;
};
const imageSourceOk = (src: string | undefined) =>
  !!src && (ownUpload(src) !== null || /^https:\/\/[^\s]+$/i.test(src));

const align = [/^(left|right|center|justify)$/];
const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^[a-z]{3,20}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/,
];

/**
 * What the advanced editor may keep: text structure, links, pictures, simple tables, and a few
 * inline styles, each value matched whole, so no `expression()`, `url()` or other smuggling.
 * Everything else goes: script and style elements with their content, event handlers,
 * iframes, svg, forms, and any link whose scheme is not http(s), mailto or tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'span',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { 'text-align': align, color: colour, 'background-color': colour },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the app and pass nothing back to the page that opened them.
  transformTags: {
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: ownUpload(attribs.src) ?? attribs.src ?? '' },
    }),
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageSourceOk(frame.attribs.src),
};
// transformTags adds target and rel after the attribute filter has run, so allow them here.
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('target', 'rel');

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a person reads, for excerpts, search and the notification: tags out, entities decoded. */
export function plainTextOf(body: string, format: 'PLAIN' | 'HTML'): string {
  if (format === 'PLAIN') return body.replace(/\s+/g, ' ').trim();
  const text = sanitizeHtml(body.replace(/<\/(p|h\d|li|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A body with nothing left to read or see after sanitising is as good as empty. */
export const isEmptyBody = (sanitized: string) =>
  !/<img\s/i.test(sanitized) && plainTextOf(sanitized, 'HTML') === '';

export const excerptOf = (body: string, format: 'PLAIN' | 'HTML', max = 200) => {
  const text = plainTextOf(body, format);
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};
