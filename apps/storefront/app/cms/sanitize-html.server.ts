/**
 * HTML from the back office (paragraphs, content pages, the footer's copyright) is sanitised on the
 * server before it reaches the page: prose, links, images and tables survive; scripts, handlers, styles
 * and unknown URL schemes do not. Site-relative links get the shopper's language prefix, and links to
 * storefront routes that do not exist yet lose their link (their words stay). Headings start at h2:
 * the page's title is its only h1.
 */
import { type Language, languageOfPath } from "@dukkan/i18n";
import { CMS_HTML_RULE } from "@dukkan/occ/cms-html";
import sanitizeHtml from "sanitize-html";
import { isLiveStorefrontPath, splitLink } from "./cms-link";

/** The link's href in the shopper's language, or undefined when it leads to a route that does not exist yet. */
function localisedHref(href: string, language: Language): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/medias/")) return href;
  const inLanguage = languageOfPath(href);
  const path = inLanguage ? href.slice(inLanguage.length + 1) || "/" : href;
  if (!isLiveStorefrontPath(splitLink(path).pathname)) return undefined;
  return inLanguage ? href : `/${language}${href}`;
}

export function sanitizeCmsHtml(html: string, language: Language): string {
  return sanitizeHtml(html, {
    ...CMS_HTML_RULE,
    transformTags: {
      a: (tagName, attribs) => {
        const attributes: Record<string, string> = { ...attribs };
        if (attributes.href) {
          const href = localisedHref(attributes.href, language);
          if (href === undefined) return { tagName: "span", attribs: {} };
          attributes.href = href;
        }
        if (attributes.target === "_blank") attributes.rel = "noopener noreferrer";
        else delete attributes.target;
        return { tagName, attribs: attributes };
      },
      h1: "h2",
      img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", alt: "", ...attribs } }),
    },
  });
}
