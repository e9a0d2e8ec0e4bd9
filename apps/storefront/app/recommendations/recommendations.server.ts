/**
 * The recommendation carousels' data (spec §2.9 carousels, §2.14 home recommendations) from the API's
 * product references (computed by the API's recommendations job) and, for 'related', the product's own
 * variants. A failing call never fails the page: its carousel is simply not shown.
 */
import type { Language } from "@dukkan/i18n";
import type { Product, ProductList, ProductReferenceList } from "@dukkan/occ";
import { occFetch } from "../occ/occ-client.server";
import { PRODUCT_TILE_FIELDS } from "../product/tile/product-fields";
import { tileProduct } from "../product/tile/tile-product";

type Context = { lang: Language; area?: string };

/** Keys are the spec's product carousel types (§9). */
export type ProductCarousels = {
  frequentlyBought: Product[];
  recommendedProducts: Product[];
  relatedProducts: Product[];
};

const CAROUSEL_SIZE = 12;

async function orNothing<T>(what: string, call: Promise<T>, nothing: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    return nothing;
  }
}

/** The other variants of the product's first base option (its sizes or colours), as tiles. */
async function relatedVariants(product: Product, context: Context): Promise<Product[]> {
  const codes = (product.baseOptions?.[0]?.options ?? [])
    .filter((option) => !option.disabled && option.code !== product.code)
    .map((option) => option.code)
    .slice(0, CAROUSEL_SIZE);
  if (codes.length === 0) return [];
  const { products } = await occFetch<ProductList>("products", {
    ...context,
    query: { codes: codes.join(","), fields: PRODUCT_TILE_FIELDS },
  });
  return products.filter((variant) => !variant.disabled).map(tileProduct);
}

export async function fetchProductCarousels(product: Product, context: Context): Promise<ProductCarousels> {
  const [references, related] = await Promise.all([
    orNothing(
      "product recommendations",
      occFetch<ProductReferenceList>(`products/${encodeURIComponent(product.code)}/references`, {
        ...context,
        query: { pageSize: CAROUSEL_SIZE, fields: PRODUCT_TILE_FIELDS },
      }),
      { references: [] },
    ),
    orNothing("related variants", relatedVariants(product, context), []),
  ]);
  const targets = (type: string) =>
    references.references
      .filter((reference) => reference.referenceType === type && !reference.target.disabled)
      .map((reference) => tileProduct(reference.target));
  return {
    frequentlyBought: targets("CROSSELLING"),
    recommendedProducts: targets("SIMILAR"),
    relatedProducts: related,
  };
}

/** The home page's recommended products (most bought, or best rated before the shop has orders). */
export async function fetchHomeRecommendations(context: Context): Promise<Product[]> {
  const { products } = await orNothing(
    "home recommendations",
    occFetch<ProductList>("products/recommendations", {
      ...context,
      query: { pageSize: CAROUSEL_SIZE, fields: PRODUCT_TILE_FIELDS },
    }),
    { products: [] },
  );
  return products.filter((product) => !product.disabled).map(tileProduct);
}
