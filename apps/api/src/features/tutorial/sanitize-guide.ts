import sanitizeHtml from 'sanitize-html';
import { FILES_PATH, keyOf } from '../../platform/files/file-keys';

/**
 * Pictures come from our own tutorial uploads or any https address. Ours are kept as their bare
 * path (`/api/files/<key>`, no signature): a reader's answer signs them afresh (files.urlsIn), so
 * a stored guide never holds a link that expires.
 */
const ownUpload = (src: string | undefined) => {
  const parsed = src ? keyOf(src) : null;
  return parsed && /(^|\/)tutorials\/[^/]+$/.test(parsed.key) ? `${FILES_PATH}${parsed.key}` : null;
};
const imageSourceOk = (src: string | undefined) =>
  !!src && (ownUpload(src) !== null || /^https:\/\/[^\s]+$/i.test(src));

/**
 * An illustrated guide keeps text structure, links, pictures and simple tables; scripts, styles,
 * event handlers, frames, forms and any link whose scheme is not http(s), mailto or tel go.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
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
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: ownUpload(attribs.src) ?? attribs.src ?? '' },
    }),
    // Links open outside the app and pass nothing back to the page that opened them.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageSourceOk(frame.attribs.src),
};

export const sanitizeGuide = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** A guide with no text and no picture left after sanitising is as good as empty. */
export const isEmptyGuide = (clean: string) =>
  !/<img\s/i.test(clean) && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '';
