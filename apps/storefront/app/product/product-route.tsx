/**
 * `/:lang/product/:productCodeAndName`: the product detail page (spec §2.2, §2.9), rendered on the server.
 * Unknown products answer 404 (the layout shows the not-found page); a URL whose name part is not the
 * canonical one answers 301 to the canonical URL.
 */
import { isLanguage } from "@dukkan/i18n";
import { redirect } from "react-router";
import type { Route } from "./+types/product-route";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { getSession } from "../session/session.server";
import { canonicalUrl, pageMeta, publicOrigin } from "../seo/seo";
import { gallerySlides } from "./gallery-slides";
import { KitContents } from "./kit-contents";
import { daysUntilAvailable, specRows } from "./product-details";
import { ProductGallery } from "./product-gallery";
import { ProductInfoSections } from "./product-info-sections";
import { DeliveryInfo, ProductIntro, ProductPriceBlock, ProductSummary } from "./product-summary";
import {
  categoryTrail,
  fetchKitTemplates,
  fetchProduct,
  metaDescription,
  notFound,
  sanitizedHtml,
} from "./product-page.server";
import { ProductShare } from "./product-share";
import { canonicalProductPath, parseProductSegment, productPath } from "./product-url";
import { VariantSelector } from "./variant-selector";
import { variantGroups } from "./product-variants";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { lang, productCodeAndName: segment } = params;
  if (!isLanguage(lang)) notFound();
  const parsed = parseProductSegment(segment);
  if (!parsed) notFound();

  const { area } = (await getSession(request)).data;
  const context = { lang, area };
  const product = await fetchProduct(parsed.code, context);
  // Disabled products are hidden from shoppers.
  if (!product || product.disabled) notFound();

  const url = new URL(request.url);
  // A base product is sold through its variants: shoppers land on its first available one.
  const landing = product.variantOptions?.length ? product.baseOptions?.[0]?.selected : undefined;
  if (landing && landing.code !== product.code) {
    throw redirect(`/${lang}${productPath({ code: landing.code, url: landing.url })}${url.search}`, 302);
  }
  const canonicalPath = canonicalProductPath(product);
  if (`/product/${segment}` !== canonicalPath) {
    throw redirect(`/${lang}${canonicalPath}${url.search}`, 301);
  }

  const { summary, usage, description, ...rest } = product;
  const summaryHtml = sanitizedHtml(summary, lang);
  const origin = publicOrigin(request.url);
  const pagePath = `/${lang}${canonicalPath}`;
  return {
    product: rest,
    summaryHtml,
    usageHtml: sanitizedHtml(usage, lang),
    descriptionHtml: sanitizedHtml(description, lang),
    trail: categoryTrail(product, lang),
    kitTemplates: await fetchKitTemplates(product, context),
    // Worked out here so that the server's clock decides, and the browser renders the same text.
    availableInDays: daysUntilAvailable(product.futureStocks, new Date()),
    seo: {
      title: product.seoTitle || `${product.name ?? product.code} | ${i18nFor(lang).t("common.siteName")}`,
      description: product.seoDescription || metaDescription(summary ?? description),
      origin,
      path: pagePath,
    },
    pageUrl: canonicalUrl(origin, pagePath),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { seo, product, pageUrl } = loaderData;
  const image = product.images?.PRIMARY?.zoom ?? product.images?.PRIMARY?.product;
  return [
    ...pageMeta({ title: seo.title, description: seo.description }, seo.origin, seo.path),
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    ...(seo.description ? [{ property: "og:description", content: seo.description }] : []),
    { property: "og:url", content: pageUrl },
    ...(image ? [{ property: "og:image", content: new URL(image.url, seo.origin).href }] : []),
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, summaryHtml, usageHtml, descriptionHtml, trail, kitTemplates, availableInDays, pageUrl } =
    loaderData;
  const language = useLanguage();
  const name = product.name ?? product.code;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:pt-6">
      <Breadcrumbs trail={[...trail, { label: name }]} />
      <div className="mt-5 grid gap-8 md:mt-8 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <ProductGallery key={product.code} slides={gallerySlides(product.images)} name={name} />
        <div className="flex min-w-0 flex-col gap-6">
          <ProductIntro product={product} />
          <ProductPriceBlock product={product} />
          <ProductSummary product={product} summaryHtml={summaryHtml} />
          <VariantSelector groups={variantGroups(product, language)} />
          <DeliveryInfo product={product} availableInDays={availableInDays} />
          <ProductShare url={pageUrl} />
        </div>
      </div>
      <KitContents templates={kitTemplates} />
      <ProductInfoSections
        key={product.code}
        descriptionHtml={descriptionHtml}
        specs={specRows(product.classifications)}
        usageHtml={usageHtml}
      />
    </div>
  );
}
