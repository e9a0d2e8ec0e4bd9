/**
 * The sign-in form's hidden site-position field (`site-position.ts`): filled from local storage once scripts run,
 * so signing in comes back to the last page visited. Before scripts the field is empty and the shopper goes home.
 */
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { readSitePosition, SITE_POSITION_FIELD } from "./site-position";

export function SitePositionField() {
  // Storage is the browser's: the server's render (and the hydrating one) leave the field empty.
  const hydrated = useHydrated();
  return <input type="hidden" name={SITE_POSITION_FIELD} value={hydrated ? (readSitePosition() ?? "") : ""} />;
}
