/** The home page's CMS components (spec §2.14): the rotating banners and the Dukkan carousels. */
import type { Component } from "@dukkan/occ";
import { useTranslation } from "../i18n/use-translation";
import { listAttribute, textAttribute } from "../cms/attributes";
import { toBanner } from "../cms/banner";
import { useCmsData, useProducts, useReferencedComponents } from "../cms/cms-data";
import { campaignViewAllLink } from "../campaign/campaign-links";
import { useLanguage } from "../i18n/use-language";
import { CustomerReviewCarousel } from "../reviews/customer-review-carousel";
import { BannerCarousel } from "./banner-carousel";
import { ProductCarouselSection } from "./product-carousel-section";
import { ThreeCategoriesSection } from "./three-categories-section";
import { TileCarouselSection, type TileCarouselKind } from "./tile-carousel-section";

export function RotatingImages({ component }: { component: Component }) {
  const language = useLanguage();
  const banners = useReferencedComponents(listAttribute(component, "banners")).map((banner) =>
    toBanner(banner, language),
  );
  if (banners.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:pt-6">
      <BannerCarousel
        banners={banners}
        title={textAttribute(component, "title")}
        effect={textAttribute(component, "effect")}
      />
    </div>
  );
}

const TILE_KINDS = new Set<string>(["SHOP_BY_CATEGORIES", "USAGE_CATEGORIES", "SHOP_BY_OCCASIONS", "SOCIAL_MEDIA"]);
const PRODUCT_KINDS = new Set<string>([
  "DEALANDOFFERS",
  "FLASHSALE",
  "HOMEPAGERECOMMENDED",
  "PDPRECOMMENDED",
  "CARTPAGERECOMMENDED",
]);

function TileCarousel({ component, kind }: { component: Component; kind: TileCarouselKind }) {
  const language = useLanguage();
  const tiles = useReferencedComponents(listAttribute(component, "banners")).map((banner) =>
    toBanner(banner, language),
  );
  return (
    <TileCarouselSection
      id={component.uid}
      kind={kind}
      title={textAttribute(component, "title") ?? ""}
      tiles={tiles}
      effect={textAttribute(component, "effect")}
    />
  );
}

function ProductCarousel({ component }: { component: Component }) {
  const { renderedAt } = useCmsData();
  const products = useProducts(listAttribute(component, "productCodes"));
  const { t } = useTranslation();
  const carouselType = textAttribute(component, "carouselType");
  const timer = carouselType === "FLASHSALE" ? textAttribute(component, "timer") : undefined;
  const language = useLanguage();
  // Spec: a flash sale without a timer is hidden like an ended one.
  if (carouselType === "FLASHSALE" && !timer) return null;
  return (
    <ProductCarouselSection
      id={component.uid}
      title={textAttribute(component, "title") ?? t("common.siteName")}
      products={products}
      effect={textAttribute(component, "effect")}
      timer={timer}
      renderedAt={renderedAt}
      viewAll={campaignViewAllLink(component.uid, carouselType, language)}
    />
  );
}

function ThreeCategories({ component }: { component: Component }) {
  const language = useLanguage();
  const { components } = useCmsData();
  const groups = useReferencedComponents(listAttribute(component, "homepageCarouselCategories"))
    .sort((a, b) => Number(textAttribute(a, "timeout") ?? 0) - Number(textAttribute(b, "timeout") ?? 0))
    .map((group) => ({
      id: group.uid,
      title: textAttribute(group, "title"),
      tiles: listAttribute(group, "banners")
        .map((uid) => components[uid])
        .filter((banner) => banner !== undefined)
        .map((banner) => toBanner(banner, language)),
    }));
  return <ThreeCategoriesSection id={component.uid} title={textAttribute(component, "title")} groups={groups} />;
}

/** DukkanCarouselComponent: one component type, drawn by its carouselType. */
export function DukkanCarousel({ component }: { component: Component }) {
  const carouselType = textAttribute(component, "carouselType") ?? "";
  if (TILE_KINDS.has(carouselType))
    return <TileCarousel component={component} kind={carouselType as TileCarouselKind} />;
  if (PRODUCT_KINDS.has(carouselType)) return <ProductCarousel component={component} />;
  if (carouselType === "THREECATEGORIES") return <ThreeCategories component={component} />;
  if (carouselType === "CUSTOMERREVIEW") return <CustomerReviewCarousel component={component} />;
  return null;
}
