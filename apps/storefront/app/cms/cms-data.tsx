/**
 * What CMS components need beyond their own attributes: the components they reference by id (banners,
 * links, site-map lists) and the products they name, all fetched by the page's loader in batches.
 */
import type { Component, Product } from "@dukkan/occ";
import { createContext, useContext, type ReactNode } from "react";

export type CmsData = {
  components: Record<string, Component>;
  products: Record<string, Product>;
  /** The loader's clock (epoch ms), so time-dependent components render the same on server and browser. */
  renderedAt: number;
  /** The page's own heading, which components need not repeat. */
  heading?: string;
};

const CmsDataContext = createContext<CmsData>({ components: {}, products: {}, renderedAt: 0 });

export function CmsDataProvider({ data, children }: { data: CmsData; children: ReactNode }) {
  return <CmsDataContext.Provider value={data}>{children}</CmsDataContext.Provider>;
}

export function useCmsData(): CmsData {
  return useContext(CmsDataContext);
}

/** The referenced components that exist, in the order given. */
export function useReferencedComponents(uids: readonly string[]): Component[] {
  const { components } = useCmsData();
  return uids.map((uid) => components[uid]).filter((component) => component !== undefined);
}

/** The named products that exist and are not disabled, in the order given. */
export function useProducts(codes: readonly string[]): Product[] {
  const { products } = useCmsData();
  return codes
    .map((code) => products[code])
    .filter((product): product is Product => product !== undefined && !product.disabled);
}
