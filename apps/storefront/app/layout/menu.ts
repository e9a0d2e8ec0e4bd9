/**
 * The navigation menu (spec §2.18) from the CMS navigation node tree. Nodes whose link has no route yet
 * are kept only as headings of reachable children, so the menu never offers a dead link: category
 * entries appear by themselves once the category listing route exists (see cms/cms-link.ts).
 */
import type { Language } from "@dukkan/i18n";
import type { NavigationNode } from "@dukkan/occ";
import { resolveCmsLink, type ResolvedLink } from "../cms/cms-link";

export type MenuNode = {
  id: string;
  title: string;
  /** 'node-' + the title's words in lower case joined by hyphens. */
  styleClass: string;
  link?: ResolvedLink;
  children: MenuNode[];
};

export function nodeStyleClass(title: string): string {
  const words = title.toLowerCase().split(/\s+/).filter(Boolean);
  return `node-${words.join("-")}`;
}

/**
 * The menu entries under a navigation root. Link targets may come from the node's own url or, as in
 * SAP's CMS, from the link components its entries point at (`linkUrls` maps their uids to urls).
 */
export function buildMenu(
  root: NavigationNode | undefined,
  language: Language,
  linkUrls: ReadonlyMap<string, { url?: string; title?: string; target?: string }> = new Map(),
): MenuNode[] {
  const build = (node: NavigationNode): MenuNode | undefined => {
    const entryLink = node.entries.map((entry) => linkUrls.get(entry.itemId)).find((link) => link?.url);
    const title = node.title ?? entryLink?.title;
    if (!title) return undefined;
    const link = resolveCmsLink(node.url ?? entryLink?.url, language, node.target ?? entryLink?.target);
    const children = node.children.map(build).filter((child) => child !== undefined);
    if (!link && children.length === 0) return undefined;
    return { id: node.uid, title, styleClass: nodeStyleClass(title), ...(link ? { link } : {}), children };
  };
  return (root?.children ?? []).map(build).filter((node) => node !== undefined);
}
