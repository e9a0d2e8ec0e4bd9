import type { Product } from "@dukkan/occ";
import { primaryImage } from "./product-display";
import { Icon } from "@dukkan/ui/icon";

/** The product's primary image on a soft square, or a neutral placeholder when it has none. */
export function ProductImage({
  product,
  format = "product",
  sizes,
}: {
  product: Product;
  format?: string;
  sizes?: string;
}) {
  const image = primaryImage(product, format);
  return (
    <div className="product-image-frame">
      {image ? (
        <img
          src={image.url}
          alt={image.altText ?? product.name ?? ""}
          sizes={sizes}
          loading="lazy"
          decoding="async"
          className="product-image"
        />
      ) : (
        <Icon name="package" className="size-1/3 text-ink-300" />
      )}
    </div>
  );
}
