/**
 * `/:lang/product/deals-Offers-flash-Sale?type=…`: the spec's second reading of the campaign path
 * (spec §2.1). It answers 301 to the campaign listing, keeping the query.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/campaign-redirect-route";

export function loader({ params, request }: Route.LoaderArgs) {
  return redirect(`/${params.lang}/deals-Offers-flash-Sale${new URL(request.url).search}`, 301);
}
