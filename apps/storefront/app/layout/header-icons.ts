/**
 * The header's icons as the CMS lists them (shopping spec §2.4): the `HeaderIconsComponent` in the shared
 * HeaderLinks slot names component uids in display order; each icon has a uid, a linkName and styleClasses.
 * The uid says which of the shop's own icons it is (they carry personal state: the account, the cart count, the
 * comparison list); any other link component is drawn as a plain link with its label.
 */
import type { Language } from "@dukkan/i18n";
import type { Component } from "@dukkan/occ";
import { listAttribute, textAttribute } from "../cms/attributes";
import { resolveCmsLink, type ResolvedLink } from "../cms/cms-link";

export const HEADER_ICONS_TYPE = "HeaderIconsComponent";

/** The shop's own icons, by the uid of the CMS component that places them. */
const ICON_KIND_BY_UID = {
  LoginIconLink: "login",
  MiniCartIconLink: "miniCart",
  ComparisonIconLink: "comparison",
  WishlistIconLink: "wishlist",
} as const;

type ShopIconKind = (typeof ICON_KIND_BY_UID)[keyof typeof ICON_KIND_BY_UID] | "language";

export type HeaderIcon =
  | { kind: ShopIconKind; uid: string; label?: string; styleClasses?: string }
  | { kind: "link"; uid: string; label: string; link: ResolvedLink; styleClasses?: string };

/**
 * The icons when the CMS has no header icons component (a shop without content yet): the shop's own icons with
 * their catalogue labels, so the cart and the account stay reachable.
 */
export const DEFAULT_HEADER_ICONS: HeaderIcon[] = [
  { kind: "comparison", uid: "ComparisonIconLink" },
  { kind: "wishlist", uid: "WishlistIconLink" },
  { kind: "login", uid: "LoginIconLink" },
  { kind: "miniCart", uid: "MiniCartIconLink" },
  { kind: "language", uid: "LanguageComponent" },
];

function shopIconKind(component: Component): ShopIconKind | undefined {
  if (component.typeCode === "LanguageComponent") return "language";
  if (component.typeCode !== "CMSLinkComponent") return undefined;
  return Object.hasOwn(ICON_KIND_BY_UID, component.uid)
    ? ICON_KIND_BY_UID[component.uid as keyof typeof ICON_KIND_BY_UID]
    : undefined;
}

/** The uids the header icons component lists, in its order (none when the component is missing). */
export function headerIconUids(container: Component | undefined): string[] {
  return container?.typeCode === HEADER_ICONS_TYPE ? listAttribute(container, "components") : [];
}

/**
 * The icons to draw, in the container's order, from the components it lists (`components`: as fetched, any
 * order, unknown uids missing). An icon listed twice is drawn once; a plain link without a label or a live
 * destination is left out rather than drawn dead.
 */
export function headerIcons(
  container: Component | undefined,
  components: readonly Component[],
  language: Language,
): HeaderIcon[] {
  if (container?.typeCode !== HEADER_ICONS_TYPE) return DEFAULT_HEADER_ICONS;
  const byUid = new Map(components.map((component) => [component.uid, component]));
  const seen = new Set<string>();
  return headerIconUids(container).flatMap((uid): HeaderIcon[] => {
    const component = byUid.get(uid);
    if (!component || seen.has(uid)) return [];
    seen.add(uid);
    const label = textAttribute(component, "linkName");
    const styleClasses = textAttribute(component, "styleClasses");
    const common = { uid, ...(styleClasses ? { styleClasses } : {}) };
    const kind = shopIconKind(component);
    if (kind) return [{ kind, ...common, ...(label ? { label } : {}) }];
    if (component.typeCode !== "CMSLinkComponent" || !label) return [];
    const link = resolveCmsLink(textAttribute(component, "url"), language, textAttribute(component, "target"));
    return link ? [{ kind: "link", ...common, label, link }] : [];
  });
}
