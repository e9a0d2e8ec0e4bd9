/** The cart page's 'save cart for later' dialog (./save-cart-dialog.tsx), loaded when first opened. */
import { useTranslation } from "../i18n/use-translation";
import type { FetcherWithComponents } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { buttonClass } from "@dukkan/ui/button";
import { useLanguage } from "../i18n/use-language";
import { SaveCartFields } from "./save-cart-fields";
import type { SavedCartActionData } from "./save-cart-form";

const SECONDARY_CLASS = buttonClass({ variant: "secondary", size: "md" });

export function SaveDialog({ fetcher, onClose }: { fetcher: FetcherWithComponents<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModalDialog title={t("savedCarts.saveTitle")} onClose={onClose}>
      <fetcher.Form method="post" action={`/${language}/my-account/saved-carts`} noValidate>
        <SaveCartFields
          result={fetcher.data as SavedCartActionData | undefined}
          busy={fetcher.state !== "idle"}
          cancel={
            <button type="button" onClick={onClose} className={SECONDARY_CLASS}>
              {t("savedCarts.cancel")}
            </button>
          }
        />
      </fetcher.Form>
    </ModalDialog>
  );
}
