/**
 * `/:lang/product/:productCodeAndName`: the product detail page (spec §2.2, §2.9), rendered on the server.
 * Unknown products answer 404 (the layout shows the not-found page); a URL whose name part is not the
 * canonical one answers 301 to the canonical URL. The page's sections, their order and its tabs come from the CMS
 * product page template (`product-layout.ts`).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/product-route";
import { ProductAddToCart } from "../cart/product-add-to-cart";
import { CompareToggle } from "../comparison/compare-toggle";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { useLayoutData } from "../layout/language-layout";
import { getSession } from "../session/session.server";
import { WishlistToggle } from "../wishlist/wishlist-toggle";
import { ProductViewTracker } from "../analytics/product-view-tracker";
import { ProductCarousels } from "../recommendations/product-carousels";
import { fetchProductCarousels } from "../recommendations/recommendations.server";
import { StockNotification } from "../stock-notifications/stock-notification";
import { productStockNotification } from "../stock-notifications/stock-notification.server";
import { ProductStructuredData } from "../structured-data/product-structured-data";
import { canonicalUrl, pageMeta, publicOrigin } from "../seo/seo";
import { gallerySlides } from "./gallery-slides";
import { KitContents } from "./kit-contents";
import { daysUntilAvailable, specRows } from "./product-details";
import { ProductGallery } from "./product-gallery";
import { ProductInfoSections } from "./product-info-sections";
import { hasReviewsTab, type ProductSection, type SummaryPart } from "./product-layout";
import { fetchProductLayout, ordersForTab } from "./product-layout.server";
import { OrderHistoryTab } from "./order-history-tab";
import { DeliveryInfo, ProductIntro, ProductPriceBlock, ProductPromotions, ProductSummary } from "./product-summary";
import {
  categoryTrail,
  fetchKitTemplates,
  fetchProduct,
  metaDescription,
  notFound,
  sanitizedHtml,
} from "./product-page.server";
import { ProductReviews } from "./product-reviews";
import { fetchReviews, writeReview } from "./product-reviews.server";
import { ProductShare } from "./product-share";
import { reviewViewOf } from "./review-format";
import { canonicalProductPath, parseProductSegment, productPath } from "./product-url";
import { VariantSelector } from "./variant-selector";
import { variantGroups } from "./product-variants";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { lang, productCodeAndName: segment } = params;
  requireLanguage(lang);
  const parsed = parseProductSegment(segment);
  if (!parsed) notFound();

  const session = await getSession(request);
  const { area } = session.data;
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
  const [kitTemplates, reviews, carousels, stockNotification, layout] = await Promise.all([
    fetchKitTemplates(product, context),
    fetchReviews(product.code, lang),
    fetchProductCarousels(product, context),
    productStockNotification(session, product, lang),
    fetchProductLayout(product.code, context),
  ]);
  const tabOrders = await ordersForTab(layout, session, context);
  const pagePath = `/${lang}${canonicalPath}`;
  return {
    layout,
    tabOrders,
    product: rest,
    summaryHtml,
    usageHtml: sanitizedHtml(usage, lang),
    descriptionHtml: sanitizedHtml(description, lang),
    trail: categoryTrail(product, lang),
    kitTemplates,
    carousels,
    stockNotification,
    reviews,
    reviewView: reviewViewOf(url.searchParams.get("review")),
    // Worked out here so that the server's clock decides, and the browser renders the same text.
    availableInDays: daysUntilAvailable(product.futureStocks, new Date()),
    // The structured data's priceValidUntil is derived from it (never a past date).
    renderedAt: new Date().toISOString(),
    seo: {
      title: product.seoTitle || `${product.name ?? product.code} | ${i18nFor(lang).t("common.siteName")}`,
      description: product.seoDescription || metaDescription(summary ?? description),
      origin,
      path: pagePath,
    },
    pageUrl: canonicalUrl(origin, pagePath),
  };
}

/** Writes a review of the page's product (the Reviews tab's form). */
export async function action({ params, request }: Route.ActionArgs) {
  const { lang, productCodeAndName } = params;
  const parsed = parseProductSegment(productCodeAndName);
  requireLanguage(lang);
  if (!parsed) notFound();
  return writeReview(request, parsed.code, lang);
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

type LoaderData = Route.ComponentProps["loaderData"];

/** The buy column's parts, in the template's order (spec §2.9). */
function SummaryPartView({ part, loaderData }: { part: SummaryPart; loaderData: LoaderData }) {
  const language = useLanguage();
  const { product, availableInDays, pageUrl } = loaderData;
  const name = product.name ?? product.code;
  switch (part) {
    case "intro":
      return (
        <>
          <ProductIntro product={product} reviewsLinked={hasReviewsTab(loaderData.layout)} />
          <ProductPriceBlock product={product} />
          <ProductPromotions product={product} />
        </>
      );
    case "variants":
      return <VariantSelector groups={variantGroups(product, language)} />;
    case "addToCart":
      return (
        <>
          <DeliveryInfo product={product} availableInDays={availableInDays} />
          <ProductAddToCart product={product} />
          {loaderData.stockNotification ? (
            <StockNotification productCode={product.code} productName={name} state={loaderData.stockNotification} />
          ) : null}
        </>
      );
    case "summary":
      return (
        <>
          <ProductSummary summaryHtml={loaderData.summaryHtml} />
          <div className="flex flex-wrap items-center gap-3">
            <WishlistToggle product={product} />
            <CompareToggle product={product} />
          </div>
          <ProductShare url={pageUrl} qrCodeImageUrl={product.qrCodeImageUrl} />
        </>
      );
  }
}

function SectionView({
  section,
  loaderData,
  actionData,
}: {
  section: ProductSection;
  loaderData: LoaderData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const language = useLanguage();
  const signedIn = Boolean(useLayoutData()?.customer);
  const { product, trail, kitTemplates } = loaderData;
  const name = product.name ?? product.code;
  switch (section.kind) {
    case "breadcrumb":
      return <Breadcrumbs trail={[...trail, { label: name }]} />;
    case "summary":
      return (
        <>
          <div
            className={`mt-5 grid gap-8 md:mt-8 lg:gap-14 ${section.gallery ? "md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" : ""}`}
            data-testid="product-summary"
          >
            {section.gallery ? (
              <ProductGallery key={product.code} slides={gallerySlides(product.images)} name={name} />
            ) : null}
            <div className="flex min-w-0 flex-col gap-6">
              {section.parts.map((part) => (
                <SummaryPartView key={part} part={part} loaderData={loaderData} />
              ))}
            </div>
          </div>
          {/* A kit's contents belong with what is bought: right after the buy block. */}
          <KitContents templates={kitTemplates} />
        </>
      );
    case "tabs":
      return (
        <ProductInfoSections
          key={product.code}
          tabs={section.tabs}
          descriptionHtml={loaderData.descriptionHtml}
          specs={specRows(product.classifications)}
          usageHtml={loaderData.usageHtml}
          initialTab={loaderData.reviewView === "list" ? undefined : "reviews"}
          reviews={
            <ProductReviews
              // A newly published review starts the tab afresh: the list, with the thank-you.
              key={`${product.code}:${loaderData.reviews[0]?.id ?? ""}`}
              reviews={loaderData.reviews}
              averageRating={product.averageRating}
              signedIn={signedIn}
              loginPath={`/${language}/login`}
              initialView={loaderData.reviewView}
              actionData={actionData?.review}
            />
          }
          orderHistory={<OrderHistoryTab orders={loaderData.tabOrders} />}
        />
      );
    case "recommendations":
      return <ProductCarousels carousels={loaderData.carousels} />;
  }
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { product, pageUrl } = loaderData;
  return (
    // Phones keep room below the page for the fixed add-to-cart bar.
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 sm:pt-6 md:pb-16">
      <ProductViewTracker product={product} />
      <ProductStructuredData
        product={product}
        url={pageUrl}
        origin={loaderData.seo.origin}
        description={loaderData.seo.description}
        now={loaderData.renderedAt}
      />
      {loaderData.layout.map((section) => (
        <SectionView key={section.kind} section={section} loaderData={loaderData} actionData={actionData} />
      ))}
    </div>
  );
}
