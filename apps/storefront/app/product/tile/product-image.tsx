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
    <div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-ink-50">
      {image ? (
        <img
          src={image.url}
          alt={image.altText ?? product.name ?? ""}
          sizes={sizes}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-3 mix-blend-multiply transition-transform duration-300 group-hover:scale-105"
        />
      ) : (
        <Icon name="package" className="size-1/3 text-ink-300" />
      )}
    </div>
  );
}
