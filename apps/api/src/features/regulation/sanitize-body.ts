import sanitizeHtml from 'sanitize-html';

/**
 * What a rule's text may keep: structure, emphasis, lists, simple tables and links. Everything
 * else goes with its content where it could run (script, style, iframe, svg, forms), as do
 * event handlers, inline styles and any link whose scheme is not http(s) or mailto. Pictures
 * are not kept: a rule that needs one is uploaded as a PDF.
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
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    ol: ['start'],
    th: ['colspan'],
    td: ['colspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the app and pass nothing back to the page that opened them.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitizeRuleText = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** The words of a sanitised text, for telling an empty editor from a real text. */
export const wordsOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
