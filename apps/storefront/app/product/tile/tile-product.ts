/**
 * The slim shape of a product in a page's data when it is drawn as a tile, row or carousel tile (decision 0078):
 * what the tiles, their add-to-cart form, toggles and list analytics read, and nothing else. The API's answer
 * carries every image format and promotion; the hydration payload carried them all for every tile of a page.
 */
import type { Product } from "@dukkan/occ";

/** The image format tiles show (ProductImage's default). */
export const TILE_IMAGE_FORMAT = "product";

/** The product cut down to what a tile reads; fields the answer did not have stay absent (not `undefined`). */
export function tileProduct(product: Product): Product {
  const image = product.images?.PRIMARY?.[TILE_IMAGE_FORMAT];
  const promotion = product.potentialPromotions?.find((candidate) => candidate.description);
  const category = product.categories?.[0];
  const slim: Product = {
    code: product.code,
    name: product.name,
    name_en: product.name_en,
    subname: product.subname,
    url: product.url,
    price: product.price,
    priceAfterDiscount: product.priceAfterDiscount,
    discount: product.discount,
    averageRating: product.averageRating,
    numberOfReviews: product.numberOfReviews,
    stock: product.stock,
    disabled: product.disabled,
    purchasable: product.purchasable,
    configurable: product.configurable,
    maxOrderQuantity: product.maxOrderQuantity,
    kittingBundleTemplates: product.kittingBundleTemplates?.map((template) => ({ id: template.id })),
    // Add to cart only asks whether a product has variants (it is then bought through one of them), so their
    // qualifiers stay behind.
    variantOptions: product.variantOptions?.length
      ? product.variantOptions.map(({ code }) => ({ code, variantOptionQualifiers: [] }))
      : undefined,
    brand: product.brand,
    categories: category?.name ? [{ code: category.code, name: category.name }] : undefined,
    images: image ? { PRIMARY: { [TILE_IMAGE_FORMAT]: image } } : undefined,
    potentialPromotions: promotion ? [promotion] : undefined,
  };
  const fields = slim as Record<string, unknown>;
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return slim;
}
