/**
 * The HTML a CMS text component may hold (paragraphs, content pages, the footer's copyright): prose, links, images
 * and tables; no scripts, handlers, styles, frames or unknown URL schemes. One rule, as sanitize-html options: the
 * API applies it when staff save content, the storefront again when it renders (adding its link rules), so a page
 * stored before this rule or written straight into the database is still safe.
 */
export const CMS_HTML_RULE = {
  allowedTags: [
    // sanitize-html's default prose and table tags (without iframe) …
    ...["address", "article", "aside", "footer", "header", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup", "main"],
    ...["nav", "section", "blockquote", "dd", "div", "dl", "dt", "figcaption", "figure", "hr", "li", "menu", "ol"],
    ...["p", "pre", "ul", "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "i", "kbd"],
    ...["mark", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "small", "span", "strong", "sub", "sup", "time"],
    ...["u", "var", "wbr", "caption", "col", "colgroup", "table", "tbody", "td", "tfoot", "th", "thead", "tr"],
    // … and pictures and disclosure widgets.
    ...["img", "details", "summary", "picture", "source"],
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title", "aria-label"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "media", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    "*": ["id", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
};
