/** A kit bundle's contents (spec §2.9): each bundle template with its components and their quantities. */
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { ProductImage } from "./tile/product-image";
import { ProductPrice } from "./tile/product-price";
import type { KitComponent, KitTemplate } from "./product-page.server";
import { productPath } from "./product-url";

function ComponentRow({ component }: { component: KitComponent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { product, quantity } = component;
  const quantityBadge = (
    <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800" dir="ltr">
      <span className="sr-only">{t("product.kit.quantityLabel")}: </span>× {quantity}
    </span>
  );
  if (!product) {
    return (
      <li className="flex items-center justify-between gap-4 rounded-xl bg-white p-3 shadow-card">
        <p className="text-sm text-ink-600">
          {t("product.code")}: <bdi dir="ltr">{component.code}</bdi>
        </p>
        {quantityBadge}
      </li>
    );
  }
  const href = `/${language}${productPath(product)}`;
  return (
    <li className="group flex items-center gap-4 rounded-xl bg-white p-3 shadow-card">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        <ProductImage product={product} format="thumbnail" sizes="96px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href} className="rounded-sm text-sm font-semibold text-ink-900 hover:text-brand-700 hover:underline">
          {product.name ?? product.code}
        </Link>
        {product.subname ? <p className="text-xs text-ink-500">{product.subname}</p> : null}
        <ProductPrice product={product} />
      </div>
      {quantityBadge}
    </li>
  );
}

export function KitContents({ templates }: { templates: KitTemplate[] }) {
  const { t } = useTranslation();
  if (templates.length === 0) return null;
  return (
    <section aria-labelledby="kit-contents" className="mt-12">
      <h2 id="kit-contents" className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">
        {t("product.kit.title")}
      </h2>
      {templates.map((template) => (
        <div key={template.id} className="mt-4">
          {templates.length > 1 && template.name ? (
            <h3 className="mb-3 font-semibold text-ink-800">{template.name}</h3>
          ) : null}
          <ul className="grid gap-3 md:grid-cols-2">
            {template.components.map((component) => (
              <ComponentRow key={component.code} component={component} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
