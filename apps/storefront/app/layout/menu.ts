/**
 * The navigation menu (spec §2.18) from the CMS navigation node tree. Nodes whose link has no route yet
 * are kept only as headings of reachable children, so the menu never offers a dead link: category
 * entries appear by themselves once the category listing route exists (see cms/cms-link.ts).
 */
import type { Language } from "@dukkan/i18n";
import type { NavigationNode } from "@dukkan/occ";
import { resolveCmsLink, type ResolvedLink } from "../cms/cms-link";

export type MenuMedia = { url: string; alt: string };

export type MenuNode = {
  id: string;
  title: string;
  /** 'node-' + the title's words in lower case joined by hyphens. */
  styleClass: string;
  link?: ResolvedLink;
  /** The picture of the node's banner entry (category navigation, spec §2.18). */
  media?: MenuMedia;
  children: MenuNode[];
};

/**
 * A top-level entry as every page carries it. The flyout's and the phone drawer's contents (the whole tree) load
 * when a menu first opens (`use-menu-tree.ts`): every page carried all of it, a tenth of the page (decision 0093).
 */
export type MenuTopEntry = Omit<MenuNode, "children"> & { hasPanel: boolean };

export function topLevelOf(menu: readonly MenuNode[]): MenuTopEntry[] {
  return menu.map(({ children, ...entry }) => ({ ...entry, hasPanel: children.length > 0 }));
}

/** What a node's entries (link and banner components) contribute: a link, a title, a picture. */
export type MenuEntry = { url?: string; title?: string; target?: string; media?: MenuMedia };

export function nodeStyleClass(title: string): string {
  const words = title.toLowerCase().split(/\s+/).filter(Boolean);
  return `node-${words.join("-")}`;
}

/**
 * The menu entries under a navigation root. Link targets may come from the node's own url or, as in
 * SAP's CMS, from the components its entries point at (`entries` maps their uids to what they hold);
 * a banner entry also gives the node its picture.
 */
export function buildMenu(
  root: NavigationNode | undefined,
  language: Language,
  entries: ReadonlyMap<string, MenuEntry> = new Map(),
): MenuNode[] {
  const build = (node: NavigationNode): MenuNode | undefined => {
    const nodeEntries = node.entries.map((entry) => entries.get(entry.itemId)).filter((entry) => entry !== undefined);
    const entryLink = nodeEntries.find((entry) => entry.url);
    const title = node.title ?? entryLink?.title;
    if (!title) return undefined;
    const link = resolveCmsLink(node.url ?? entryLink?.url, language, node.target ?? entryLink?.target);
    const media = nodeEntries.find((entry) => entry.media)?.media;
    const children = node.children.map(build).filter((child) => child !== undefined);
    if (!link && children.length === 0) return undefined;
    return {
      id: node.uid,
      title,
      styleClass: nodeStyleClass(title),
      ...(link ? { link } : {}),
      ...(media ? { media } : {}),
      children,
    };
  };
  return (root?.children ?? []).map(build).filter((node) => node !== undefined);
}

/** The uids of every component the tree's nodes point at, for loading them in one call. */
export function entryUids(root: NavigationNode | undefined): string[] {
  if (!root) return [];
  return [...new Set([...root.entries.map((entry) => entry.itemId), ...root.children.flatMap(entryUids)])];
}
