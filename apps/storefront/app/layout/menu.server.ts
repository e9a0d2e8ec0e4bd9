/** The navigation menu with what its nodes' entries hold: link components and category banners. */
import type { Language } from "@dukkan/i18n";
import type { Component, NavigationNode } from "@dukkan/occ";
import { mediaAttribute, textAttribute } from "../cms/attributes";
import { fetchComponents } from "../cms/cms.server";
import { buildMenu, entryUids, type MenuEntry, type MenuNode } from "./menu";

function menuEntry(component: Component): MenuEntry {
  const media = mediaAttribute(component, "media");
  const url = textAttribute(component, "url") ?? textAttribute(component, "urlLink");
  const title = textAttribute(component, "linkName") ?? textAttribute(component, "headline");
  const target = textAttribute(component, "target");
  return {
    ...(url ? { url } : {}),
    ...(title ? { title } : {}),
    ...(target ? { target } : {}),
    ...(media ? { media: { url: media.url, alt: media.altText ?? "" } } : {}),
  };
}

/** The API answers at most this many components per call. */
const COMPONENTS_PER_CALL = 100;

export async function loadMenu(root: NavigationNode | undefined, language: Language): Promise<MenuNode[]> {
  const uids = entryUids(root);
  const batches: string[][] = [];
  for (let start = 0; start < uids.length; start += COMPONENTS_PER_CALL)
    batches.push(uids.slice(start, start + COMPONENTS_PER_CALL));
  const components = (await Promise.all(batches.map((batch) => fetchComponents(batch, { lang: language })))).flat();
  return buildMenu(root, language, new Map(components.map((component) => [component.uid, menuEntry(component)])));
}
