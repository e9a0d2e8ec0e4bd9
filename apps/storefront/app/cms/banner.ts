import type { Language } from "@dukkan/i18n";
import type { Component } from "@dukkan/occ";
import { mediaAttribute, textAttribute } from "./attributes";
import { resolveCmsLink, type ResolvedLink } from "./cms-link";

/** A banner as the storefront draws it: picture, words and (when its route exists) a link. */
export type Banner = {
  id: string;
  image?: { src: string; alt: string };
  headline?: string;
  text?: string;
  link?: ResolvedLink;
};

/** Reads a banner component (SimpleResponsiveBannerComponent, SimpleBannerComponent, …). */
export function toBanner(component: Component, language: Language): Banner {
  const media = mediaAttribute(component, "media");
  const headline = textAttribute(component, "headline");
  const link = resolveCmsLink(textAttribute(component, "urlLink"), language, textAttribute(component, "target"));
  return {
    id: component.uid,
    ...(media ? { image: { src: media.url, alt: media.altText ?? headline ?? "" } } : {}),
    ...(headline ? { headline } : {}),
    ...(textAttribute(component, "content") ? { text: textAttribute(component, "content") } : {}),
    ...(link ? { link } : {}),
  };
}
