/**
 * 'Proceed to checkout' (shopping spec §2.13, §4): the action runs the five checks on the server; the button
 * reads 'Checking your cart…' meanwhile. A passed check goes to /checkout (the action's redirect). After a
 * missing phone number the shopper goes to the profile page after 2 s; after a failed stock check the page
 * reloads after 2 s. Without scripts the answer page does the same with a refresh header tag.
 */
import { useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useFetcher, useNavigate } from "react-router";
import type { CartActionData } from "./cart-forms";
import { useAnswerMessage } from "./cart-messages";
import { Button } from "@dukkan/ui/button";

export const PROCEED_FETCHER_KEY = "proceed-to-checkout";

/** The follow-up of a check answered to a page load (no scripts): the browser's own timed refresh. */
export function TimedFollowUp({ then }: { then: NonNullable<CartActionData["then"]> }) {
  return <meta httpEquiv="refresh" content={`${Math.round(then.afterMs / 1000)};url=${then.to}`} />;
}

export function ProceedToCheckout() {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionData>({ key: PROCEED_FETCHER_KEY });
  const navigate = useNavigate();
  useAnswerMessage(fetcher.data);
  const then = fetcher.data?.then;
  useEffect(() => {
    if (!then) return;
    const timer = setTimeout(() => {
      if (then.to === window.location.pathname) window.location.reload();
      else void navigate(then.to);
    }, then.afterMs);
    return () => clearTimeout(timer);
  }, [then, navigate]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="proceed" />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("cartPage.proceeding") : t("cartPage.proceed")}
      </Button>
    </fetcher.Form>
  );
}
