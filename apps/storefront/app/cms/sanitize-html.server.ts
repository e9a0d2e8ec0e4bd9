/**
 * HTML from the back office (paragraphs, content pages, the footer's copyright) is sanitised on the
 * server before it reaches the page: prose, links, images and tables survive; scripts, handlers, styles
 * and unknown URL schemes do not. Site-relative links get the shopper's language prefix.
 */
import type { Language } from "@dukkan/i18n";
import sanitizeHtml from "sanitize-html";
import { languageOfPath } from "../i18n/language";

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "iframe"),
  "img",
  "details",
  "summary",
  "picture",
  "source",
];

function localisedHref(href: string, language: Language): string {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/medias/")) return href;
  return languageOfPath(href) ? href : `/${language}${href}`;
}

export function sanitizeCmsHtml(html: string, language: Language): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
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
    transformTags: {
      a: (tagName, attribs) => {
        const attributes: Record<string, string> = { ...attribs };
        if (attributes.href) attributes.href = localisedHref(attributes.href, language);
        if (attributes.target === "_blank") attributes.rel = "noopener noreferrer";
        else delete attributes.target;
        return { tagName, attribs: attributes };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", alt: "", ...attribs } }),
    },
  });
}
