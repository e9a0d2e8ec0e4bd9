/**
 * The added-to-cart dialog (shopping spec §2.12): opens when an add starts, shows 'updatingCart' until the
 * cart is reloaded, then the entry (with its quantity control), the cart subtotal and the applied and potential
 * promotions, with 'Proceed to checkout' (the cart) and 'Continue shopping'. Escape and any navigation close it;
 * a screen-reader message says whether the product was added or its quantity raised. 'Buy it now' goes on to
 * checkout after 300 ms (500 ms for kits, §4 step 5), or where the cart's checks send the shopper. Mounted once by the `:lang` layout; it follows the shared
 * add-to-cart fetcher.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import { useDeliveryArea } from "../area/area-dialog-context";
import { BUY_NOW_DELAY_MS } from "./add-to-cart-rules";
import { useAddToCartFetcher } from "./add-to-cart-fetcher";
import type { AddToCartActionData } from "./add-to-cart-route";
import type { AddedToCartView } from "./added-to-cart.server";

/** The dialog itself and React Aria's modal load when it first opens (decision 0072): few pages see an add. */
const AddedToCartModal = lazy(() =>
  import("./added-to-cart-modal").then((module) => ({ default: module.AddedToCartModal })),
);

export function AddedToCartDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { openAreaDialog } = useDeliveryArea();
  const fetcher = useAddToCartFetcher();
  const [open, setOpen] = useState(false);
  // The modal is mounted from the first open on (it stays, so React Aria can restore focus as it closes).
  const [openedBefore, setOpenedBefore] = useState(false);
  if (open && !openedBefore) setOpenedBefore(true);
  const [view, setView] = useState<AddedToCartView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [buyNow, setBuyNow] = useState(false);
  const buyNowTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(buyNowTimer.current), []);

  // An add starts: open with the spinner (the dialog's own quantity changes keep it open as it is).
  const submitting = fetcher.state === "submitting" ? fetcher.formData : undefined;
  const [seenSubmission, setSeenSubmission] = useState<FormData | undefined>();
  if (submitting !== seenSubmission) {
    setSeenSubmission(submitting);
    if (submitting && submitting.get("intent") !== "update") {
      setBuyNow(submitting.get("buyNow") === "1");
      setView(null);
      setError(null);
      setAnnouncement("");
      setOpen(true);
    }
  }

  // The answer arrives: show the reloaded cart, or the area dialog, or the error.
  const result = fetcher.state === "submitting" ? undefined : fetcher.data;
  const [answer, setAnswer] = useState<{ result: AddToCartActionData; buyNow?: { to: string; afterMs: number } }>();
  if (result && result !== answer?.result) {
    let buyNowNext: { to: string; afterMs: number } | undefined;
    if (result.outcome === "chooseArea") {
      setOpen(false);
    } else if (result.outcome === "error") {
      setError(result.message);
    } else {
      setView(result.view);
      if (result.outcome === "added") {
        setAnnouncement(
          t(result.incremented ? "addToCart.itemsIncrementedInYourCart" : "addToCart.itemsAddedToYourCart"),
        );
        if (buyNow && result.buyNowTo) {
          setBuyNow(false);
          buyNowNext = { to: result.buyNowTo, afterMs: result.kit ? BUY_NOW_DELAY_MS.kit : BUY_NOW_DELAY_MS.regular };
        }
      }
    }
    setAnswer({ result, ...(buyNowNext ? { buyNow: buyNowNext } : {}) });
  }
  // What an answer asks of the rest of the page: the area dialog, or checkout after 'Buy it now' (the server ran
  // the cart's checks first; a failed one sends the shopper where it says, with its notice).
  const followAnswer = useEffectEvent((answered: NonNullable<typeof answer>) => {
    if (answered.result.outcome === "chooseArea") openAreaDialog();
    else if (answered.buyNow) {
      const next = answered.buyNow;
      buyNowTimer.current = setTimeout(() => void navigate(next.to), next.afterMs);
    }
  });
  useEffect(() => {
    if (answer) followAnswer(answer);
  }, [answer]);

  // Any navigation closes the dialog (spec §2.12).
  const [openedOn, setOpenedOn] = useState(location.key);
  if (location.key !== openedOn) {
    setOpenedOn(location.key);
    setOpen(false);
  }

  const loading = fetcher.state !== "idle";
  const opened = open || openedBefore;
  return (
    <>
      <p aria-live="polite" className="sr-only" data-testid="added-to-cart-announcement">
        {announcement}
      </p>
      {opened ? (
        <Suspense fallback={null}>
          <AddedToCartModal open={open} onOpenChange={setOpen} view={view} error={error} loading={loading} />
        </Suspense>
      ) : null}
    </>
  );
}
