import sanitizeHtml from 'sanitize-html';

// The body and body footer come from a rich-text editor, but whoever holds a token can post raw
// HTML: the server keeps only what the editor makes (headings, paragraphs, emphasis, lists,
// quotes, links, line breaks) and drops scripts, event handlers, styles, frames and every URL
// scheme other than http(s) and mailto. The public site renders this HTML as is.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's',
    'ul', 'ol', 'li', 'blockquote', 'a',
  ], // prettier-ignore
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents go with their tags instead of surviving as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: {
    // A link may open a new tab, so it never hands the opener to the linked page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/** The stored form of rich text: allowed markup only. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
