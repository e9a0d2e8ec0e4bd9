/**
 * The CMS component registry: typeCode → React component. A typeCode without an entry renders nothing,
 * so content staff can place components the storefront does not draw yet without breaking a page.
 * Adding a type here also needs its data needs in prepare.server.ts.
 */
import type { Component } from "@dukkan/occ";
import type { ComponentType } from "react";
import { Paragraph } from "../content-pages/paragraph";
import { SiteMap } from "../content-pages/site-map";
import { DukkanCarousel, RotatingImages } from "../home/home-cms-components";
import { BannerComponent, LinkComponent, SaleTimerBanner } from "./basic-components";

export const CMS_COMPONENTS: Record<string, ComponentType<{ component: Component }>> = {
  CMSParagraphComponent: Paragraph,
  CMSLinkComponent: LinkComponent,
  SimpleBannerComponent: BannerComponent,
  SimpleResponsiveBannerComponent: BannerComponent,
  RotatingImagesComponent: RotatingImages,
  DukkanCarouselComponent: DukkanCarousel,
  SaleTimerBannerComponent: SaleTimerBanner,
};

/** Site-map groups are laid out together (two columns), so consecutive ones render as one block. */
const SITE_MAP_GROUP = "SiteMapGroupComponent";

type Block = { kind: "single"; component: Component } | { kind: "siteMap"; groups: Component[] };

function blocksOf(components: Component[]): Block[] {
  const blocks: Block[] = [];
  for (const component of components) {
    const last = blocks.at(-1);
    if (component.typeCode === SITE_MAP_GROUP) {
      if (last?.kind === "siteMap") last.groups.push(component);
      else blocks.push({ kind: "siteMap", groups: [component] });
    } else {
      blocks.push({ kind: "single", component });
    }
  }
  return blocks;
}

export function CmsComponents({ components }: { components: Component[] }) {
  return (
    <>
      {blocksOf(components).map((block) => {
        if (block.kind === "siteMap") return <SiteMap key={block.groups[0]!.uid} groups={block.groups} />;
        const Renderer = CMS_COMPONENTS[block.component.typeCode];
        return Renderer ? <Renderer key={block.component.uid} component={block.component} /> : null;
      })}
    </>
  );
}
