/**
 * Who may open the delivery-area dialog (shopping spec §2.5): the header's 'Delivery to' widget, and any
 * add-to-cart or configure button when no area is chosen yet. The provider is mounted once by the `:lang`
 * layout and renders the dialog itself. Without scripts the same dialog is reached by a link or redirect
 * to the current URL with `?deliveryArea=choose` (see {@link AREA_DIALOG_PARAMETER}).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import type { Language } from "@dukkan/i18n";
import { AREA_DIALOG_PARAMETER, AREA_DIALOG_VALUE, withoutAreaDialog } from "./area-dialog-url";
import type { AreaDialogData, AreaSaved } from "./delivery-area-dialog";
import { useAddToCartFetcher } from "../cart/add-to-cart-fetcher";

/**
 * In the browser the dialog, its region and area pickers and React Aria's modal load when it first opens (decision
 * 0072): every page holds this provider, few open the dialog. The server renders it in place when the URL opens it
 * (a suspended part would stream in a form only scripts can show, and this one must work without them).
 */
const DeliveryAreaDialog = import.meta.env.SSR
  ? (await import("./delivery-area-dialog")).DeliveryAreaDialog
  : lazy(() => import("./delivery-area-dialog").then((module) => ({ default: module.DeliveryAreaDialog })));

/** Spec §4 Delivery area: the page reloads this long after saving (not on product pages). */
export const RELOAD_AFTER_SAVING_MS = 3000;

export type DeliveryAreaValue = {
  /** The chosen area (full name in the page's language), or null before the shopper picks one. */
  area: { isocode: string; name: string } | null;
  /** Opens the dialog; an add to cart that opened it is passed along and submitted once the area is saved. */
  openAreaDialog(pendingAdd?: FormData): void;
};

const DeliveryAreaContext = createContext<DeliveryAreaValue>({ area: null, openAreaDialog: () => undefined });

export function useDeliveryArea(): DeliveryAreaValue {
  return useContext(DeliveryAreaContext);
}

export function DeliveryAreaProvider({
  language,
  area,
  serverDialog,
  children,
}: {
  language: Language;
  area: { isocode: string; name: string } | null;
  /** The dialog's data when the URL asked for it open (`?deliveryArea=choose`), rendered on the server. */
  serverDialog: AreaDialogData | null;
  children: ReactNode;
}) {
  const [openedHere, setOpenedHere] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const openedByUrl = new URLSearchParams(location.search).get(AREA_DIALOG_PARAMETER) === AREA_DIALOG_VALUE;

  const addToCart = useAddToCartFetcher();
  const pendingAdd = useRef<FormData | null>(null);
  const openAreaDialog = useCallback((add?: FormData) => {
    pendingAdd.current = add ?? null;
    setOpenedHere(true);
  }, []);
  const closeAreaDialog = useCallback(() => {
    setOpenedHere(false);
    pendingAdd.current = null;
    if (openedByUrl) {
      void navigate(withoutAreaDialog(location.pathname, location.search) + location.hash, {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [openedByUrl, navigate, location.pathname, location.search, location.hash]);

  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const [reloadPending, setReloadPending] = useState(false);
  const onSaved = useCallback(
    (saved: AreaSaved) => {
      const add = pendingAdd.current;
      closeAreaDialog();
      if (saved.destination === "cart") {
        void navigate(saved.cartPath);
        return;
      }
      if (add) {
        // The add completes now; its action reloads the page's data for the new area, so no page reload.
        void addToCart.submit(add, { method: "post", action: `/${language}/cart/add` });
        setAnnouncement(t("deliveryArea.saved", { area: saved.areaName }));
        return;
      }
      const reload = saved.destination === "reload";
      setAnnouncement(t(reload ? "deliveryArea.reloading" : "deliveryArea.saved", { area: saved.areaName }));
      setReloadPending(reload);
    },
    [closeAreaDialog, navigate, t, addToCart, language],
  );
  useEffect(() => {
    if (!reloadPending) return undefined;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_SAVING_MS);
    return () => clearTimeout(timer);
  }, [reloadPending]);

  const value = useMemo(() => ({ area, openAreaDialog }), [area, openAreaDialog]);
  return (
    <DeliveryAreaContext.Provider value={value}>
      {children}
      <p role="status" aria-live="polite" className="sr-only" data-testid="area-announcement">
        {announcement}
      </p>
      {openedHere || openedByUrl ? (
        <Suspense fallback={null}>
          <DeliveryAreaDialog
            language={language}
            serverData={openedByUrl ? serverDialog : null}
            onClose={closeAreaDialog}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
    </DeliveryAreaContext.Provider>
  );
}
