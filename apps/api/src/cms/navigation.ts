/** Navigation node trees (menus, footer) as OCC serves them inside navigation components. */
import type { Language, NavigationNode } from "@dukkan/occ";
import type { navigationNodes } from "../db/tables.js";
import { localize } from "../language/localized.js";

export type NavigationNodeRow = typeof navigationNodes.$inferSelect;

/** Deep enough for any real menu; stops a parent cycle in bad data from recursing forever. */
const MAX_DEPTH = 10;

export function buildNavigationTree(
  rootUid: string,
  byUid: ReadonlyMap<string, NavigationNodeRow>,
  children: ReadonlyMap<string, NavigationNodeRow[]>,
  language: Language,
): NavigationNode | undefined {
  const build = (row: NavigationNodeRow, depth: number): NavigationNode => ({
    uid: row.uid,
    ...(row.title ? { title: localize(row.title, language) } : {}),
    ...(row.url ? { url: row.url } : {}),
    ...(row.target ? { target: row.target } : {}),
    ...(row.styleClasses ? { styleClasses: row.styleClasses } : {}),
    ...(row.styleAttributes ? { styleAttributes: row.styleAttributes } : {}),
    entries: row.entries.map((entry) => ({ itemType: entry.itemType, itemId: entry.itemId })),
    children: depth >= MAX_DEPTH ? [] : (children.get(row.uid) ?? []).map((child) => build(child, depth + 1)),
  });
  const root = byUid.get(rootUid);
  return root ? build(root, 0) : undefined;
}
