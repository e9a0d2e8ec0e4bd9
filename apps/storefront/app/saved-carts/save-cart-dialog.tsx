/**
 * 'Save cart for later' (shopping spec §2.13, §2.16) for the cart page: a button opening a dialog that asks
 * for a name (required) and a description (optional). Before scripts run the button is a link to the saved
 * carts page with the same form open (`?save=cart`), so it works either way. Signed-in customers only: the
 * cart page mounts it for them.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useFetcher } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import { buttonClass } from "@dukkan/ui/button";

/** The dialog (./save-cart-modal.tsx) loads when first opened, so the cart page does not ship React Aria's modal. */
const SaveDialog = lazy(() => import("./save-cart-modal").then((module) => ({ default: module.SaveDialog })));

const TRIGGER_CLASS = buttonClass({ variant: "secondary", size: "md" });

export function SaveCartForLater() {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher({ key: "save-cart-for-later" });
  if (!hydrated) {
    return (
      <Link to={`/${language}/my-account/saved-carts?save=cart`} className={TRIGGER_CLASS}>
        {t("savedCarts.saveForLater")}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={TRIGGER_CLASS} onClick={() => setOpen(true)}>
        {t("savedCarts.saveForLater")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveDialog fetcher={fetcher} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
