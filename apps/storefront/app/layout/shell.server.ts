/**
 * The header and footer content, read from the shared CMS slots that every page carries (the home page
 * is always there, so it is the one asked for).
 */
import type { Language } from "@dukkan/i18n";
import type { Component, NavigationNode, Page } from "@dukkan/occ";
import { NavigationNode as NavigationNodeSchema } from "@dukkan/occ";
import { mediaAttribute, textAttribute } from "../cms/attributes";
import { resolveCmsLink } from "../cms/cms-link";
import { fetchComponents, fetchContentPage } from "../cms/cms.server";
import { slotComponents } from "../cms/page-slots";
import { isSaleRunning } from "../cms/sale-window";
import { sanitizeCmsHtml } from "../cms/sanitize-html.server";
import { briefCache } from "../occ/brief-cache.server";
import { OccRequestError } from "../occ/occ-client.server";
import { DEFAULT_SEARCH_BOX_CONFIG, searchBoxConfig } from "../search-box/search-box-config";
import { DEFAULT_HEADER_ICONS, headerIconUids, headerIcons } from "./header-icons";
import { buildMenu, topLevelOf, type MenuNode } from "./menu";
import { loadMenu } from "./menu.server";
import type { FooterContact, SaleMessage, ServiceSection, ShellData, SocialLink, SupportBanner } from "./shell";
import { socialNetworkOf } from "./social-networks";
import { newsletterCopy } from "../newsletter/newsletter-rules";

function navigationNodeOf(component: Component | undefined): NavigationNode | undefined {
  const parsed = NavigationNodeSchema.safeParse(component?.navigationNode);
  return parsed.success ? parsed.data : undefined;
}

function footerContact(component: Component | undefined, language: Language): FooterContact {
  if (!component) return {};
  const media = mediaAttribute(component, "media");
  const location = textAttribute(component, "location");
  const locationLink = resolveCmsLink(textAttribute(component, "urlLink"), language, "_blank");
  return {
    ...(media ? { logo: { src: media.url, alt: media.altText ?? "" } } : {}),
    ...(textAttribute(component, "phone") ? { phone: textAttribute(component, "phone") } : {}),
    ...(textAttribute(component, "email") ? { email: textAttribute(component, "email") } : {}),
    ...(location && locationLink ? { location: { label: location, link: locationLink } } : {}),
  };
}

function socialLinks(components: Component[], language: Language): SocialLink[] {
  return components.flatMap((component) => {
    const title = textAttribute(component, "title") ?? component.name ?? "";
    const link = resolveCmsLink(
      textAttribute(component, "url"),
      language,
      textAttribute(component, "target") ?? "_blank",
    );
    if (!title || !link) return [];
    return [{ title, network: socialNetworkOf(title) ?? socialNetworkOf(textAttribute(component, "url") ?? ""), link }];
  });
}

/** Footer navigation: the root's children are sections, their children the links. */
function serviceSections(component: Component | undefined, language: Language): ServiceSection[] {
  const root = navigationNodeOf(component);
  return buildMenu(root, language)
    .map((section) => ({
      id: section.id,
      title: section.title,
      links: section.children.flatMap((child) =>
        child.link ? [{ id: child.id, title: child.title, link: child.link }] : [],
      ),
    }))
    .filter((section) => section.links.length > 0);
}

function supportBanner(component: Component | undefined): SupportBanner | undefined {
  const phone = component && textAttribute(component, "phone");
  if (!component || !phone) return undefined;
  return { phone, headline: textAttribute(component, "headline"), content: textAttribute(component, "content") };
}

function saleMessage(component: Component | undefined, language: Language, now: number): SaleMessage | undefined {
  const message = component && (textAttribute(component, "footerSalesMessage") ?? textAttribute(component, "headline"));
  if (!component || !message || !isSaleRunning(component, now)) return undefined;
  const link = resolveCmsLink(textAttribute(component, "url"), language, textAttribute(component, "target"));
  return { message, ...(link ? { link } : {}) };
}

/** The shell of a shop whose CMS has no home page yet: the shop's own logo and no links. */
const EMPTY_SHELL: ShellData = {
  menu: [],
  searchBox: DEFAULT_SEARCH_BOX_CONFIG,
  headerIcons: DEFAULT_HEADER_ICONS,
  footer: { contact: {}, social: [], service: [] },
};

/** The CMS's home page, which carries the shared slots; undefined while the shop has none. */
async function sharedSlotsPage(language: Language): Promise<Page | undefined> {
  try {
    return await fetchContentPage(undefined, { lang: language });
  } catch (error) {
    if (error instanceof OccRequestError && error.isNotFound) return undefined;
    throw error;
  }
}

/** What the header, footer and menu are made of: the same for every shopper of a language. */
interface SharedShell {
  /** The CMS page with the shared slots; undefined while the shop has none. */
  page: Page | undefined;
  /** The shell without the sale message, which depends on the moment of the request. */
  shell: ShellData;
  menuTree: MenuNode[];
}

/** Four API calls and the menu's building, once a second per language instead of on every page. */
const sharedShells = briefCache(1000, buildSharedShell);

/** The whole menu tree, for the flyouts and the phone drawer once one opens (`GET /{lang}/navigation-menu`). */
export async function loadMenuTree(language: Language): Promise<MenuNode[]> {
  return (await sharedShells.get(language)).menuTree;
}

export async function loadShell(language: Language, now = Date.now()): Promise<ShellData> {
  const { page, shell } = await sharedShells.get(language, now);
  const sale = page && saleMessage(slotComponents(page, "TopHeaderSlot")[0], language, now);
  return sale ? { ...shell, sale } : shell;
}

async function buildSharedShell(language: Language): Promise<SharedShell> {
  const page = await sharedSlotsPage(language);
  if (!page) return { page, shell: EMPTY_SHELL, menuTree: [] };
  const first = (position: string) => slotComponents(page, position)[0];
  const iconsContainer = first("HeaderLinks");
  const [menu, iconComponents] = await Promise.all([
    loadMenu(navigationNodeOf(first("NavigationBar")), language),
    fetchComponents(headerIconUids(iconsContainer), { lang: language }),
  ]);
  const logo = first("SiteLogo");
  const logoMedia = logo && mediaAttribute(logo, "media");
  const copyright = first("Copyright");
  const copyrightHtml = copyright && textAttribute(copyright, "content");
  const support = supportBanner(first("SupportBanner"));
  const newsletter = newsletterCopy(first("Newsletter"));
  const shell: ShellData = {
    ...(logoMedia ? { logo: { src: logoMedia.url, alt: logoMedia.altText ?? "" } } : {}),
    menu: topLevelOf(menu),
    searchBox: searchBoxConfig(first("SearchBox")),
    headerIcons: headerIcons(iconsContainer, iconComponents, language),
    newsletter,
    footer: {
      contact: footerContact(first("FooterContact"), language),
      social: socialLinks(slotComponents(page, "SocialMedia"), language),
      service: serviceSections(first("Footer"), language),
      ...(support ? { support } : {}),
      ...(copyrightHtml ? { copyrightHtml: sanitizeCmsHtml(copyrightHtml, language) } : {}),
    },
  };
  return { page, shell, menuTree: menu };
}
