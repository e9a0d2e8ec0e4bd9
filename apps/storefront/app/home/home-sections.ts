/** The home page's sections, prepared on the server from the CMS page and the products it names. */
import type { Product } from "@dukkan/occ";
import type { ResolvedLink } from "../cms/cms-link";

export type Banner = {
  id: string;
  image?: { src: string; alt: string };
  headline?: string;
  text?: string;
  /** The 'Shop now' target; absent while its route does not exist. */
  link?: ResolvedLink;
};

/** Spec §9 item widths per home carousel kind. */
export type TileCarouselKind = "SHOP_BY_CATEGORIES" | "USAGE_CATEGORIES" | "SHOP_BY_OCCASIONS" | "SOCIAL_MEDIA";

export type HomeSection =
  | { kind: "banners"; id: string; title?: string; effect?: string; banners: Banner[] }
  | { kind: "tiles"; id: string; tileKind: TileCarouselKind; title?: string; effect?: string; tiles: Banner[] }
  | {
      kind: "products";
      id: string;
      carouselType: string;
      title?: string;
      effect?: string;
      products: Product[];
      /** ISO end of a flash sale; the section hides once it has passed. */
      timer?: string;
    }
  | { kind: "threeCategories"; id: string; title?: string; groups: { id: string; title?: string; tiles: Banner[] }[] }
  | { kind: "paragraph"; id: string; title?: string; html: string };
