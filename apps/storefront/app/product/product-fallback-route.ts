/**
 * `/:lang/p/:productCode`: the product fallback path (spec §2.1). It answers 301 to the product's
 * canonical page in the same language; an unknown product answers 404.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/product-fallback-route";
import { getSession } from "../session/session.server";
import { fetchProduct, notFound } from "./product-page.server";
import { canonicalProductPath } from "./product-url";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { lang, productCode } = params;
  requireLanguage(lang);
  const { area } = (await getSession(request)).data;
  const product = await fetchProduct(productCode, { lang, area });
  if (!product || product.disabled) notFound();
  return redirect(`/${lang}${canonicalProductPath(product)}${new URL(request.url).search}`, 301);
}
