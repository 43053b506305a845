import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of the rich text the website shows (news content, promotion descriptions): what
 * the console's editor produces (headings, paragraphs, bold/italic/underline/strike, lists, quotes,
 * links, images, code) and nothing else. Scripts, styles, event handlers (onerror, onclick ...) and
 * javascript:/data: links are dropped here: the server is the only place a sanitiser can be
 * trusted, since anyone can post to the API without the console.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the site in a new tab without handing it window.opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Rich text as it may reach the website. */
export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Rich text with no visible words (an empty editor sends '<p></p>'). */
export function isBlankRich(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: { img: ['src'] } }).trim() === ''
  );
}
