/**
 * The CMS content of a category page (spec §7: the page of the category, its nearest ancestor, or the
 * default): its banners, shown above the listing, and its category groups of up to four tiles (spec §9),
 * shown after the results. Read on the server into plain banners, so the page ships no CMS plumbing.
 */
import type { Language } from "@dukkan/i18n";
import type { Page } from "@dukkan/occ";
import { listAttribute, textAttribute } from "../cms/attributes";
import { toBanner } from "../cms/banner";
import { prepareCmsPage } from "../cms/prepare.server";
import type { CategoryContent } from "./category-content";

const BANNER_TYPES = new Set(["SimpleResponsiveBannerComponent", "SimpleBannerComponent"]);
const CATEGORY_GROUP = "DukkanCategoryGroupComponent";
/** Spec §9: up to 4 banners per category group. */
const TILES_PER_GROUP = 4;

const NO_CATEGORY_CONTENT: CategoryContent = { banners: [], groups: [] };

export async function categoryContent(
  page: Page | undefined,
  language: Language,
  area: string | undefined,
): Promise<CategoryContent> {
  if (!page) return NO_CATEGORY_CONTENT;
  const { components, cms } = await prepareCmsPage(page, language, { area });
  const banners = components
    .filter((component) => BANNER_TYPES.has(component.typeCode))
    .map((component) => toBanner(component, language))
    .filter((banner) => banner.image !== undefined);
  const groups = components
    .filter((component) => component.typeCode === CATEGORY_GROUP)
    .map((group) => ({
      id: group.uid,
      title: textAttribute(group, "title"),
      tiles: listAttribute(group, "banners")
        .map((uid) => cms.components[uid])
        .filter((tile) => tile !== undefined)
        .map((tile) => toBanner(tile, language))
        .filter((tile) => tile.link !== undefined && tile.headline !== undefined)
        .slice(0, TILES_PER_GROUP),
    }))
    .filter((group) => group.tiles.length > 0);
  return { banners, groups };
}
