/**
 * 'Save cart for later' (shopping spec §2.13, §2.16) for the cart page: a button opening a dialog that asks
 * for a name (required) and a description (optional). Before scripts run the button is a link to the saved
 * carts page with the same form open (`?save=cart`), so it works either way. Signed-in customers only: the
 * cart page mounts it for them.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { ModalDialog } from "@dukkan/ui/dialog";
import { TextField } from "@dukkan/ui/field";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import { SAVED_CART_DESCRIPTION_MAX, SAVED_CART_NAME_MAX, type SavedCartActionData } from "./save-cart-form";
import { buttonClass } from "@dukkan/ui/button";

const TRIGGER_CLASS = buttonClass({ variant: "secondary", size: "md" });
const PRIMARY_CLASS = buttonClass({ size: "md" });
const SECONDARY_CLASS = buttonClass({ variant: "secondary", size: "md" });

/** The save form's fields and buttons, in the dialog and on the saved carts page (`?save=cart`). */
export function SaveCartFields({
  result,
  busy,
  cancel,
}: {
  result: SavedCartActionData | undefined;
  busy: boolean;
  cancel: React.ReactNode;
}) {
  const { t } = useTranslation();
  const errors = result?.intent === "save" ? result.errors : undefined;
  const values = result?.intent === "save" ? result.values : undefined;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-ink-600">{t("savedCarts.saveText")}</p>
      <input type="hidden" name="intent" value="save" />
      <TextField
        label={t("savedCarts.name")}
        name="name"
        required
        maxLength={SAVED_CART_NAME_MAX}
        defaultValue={values?.name}
        error={errors?.name ? t(errors.name) : undefined}
      />
      <TextField
        label={t("savedCarts.descriptionOptional")}
        name="description"
        maxLength={SAVED_CART_DESCRIPTION_MAX}
        defaultValue={values?.description}
        error={errors?.description ? t(errors.description) : undefined}
      />
      {result?.intent === "save" && result.failure ? (
        <p role="alert" className="text-sm font-medium text-sale">
          {result.failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {cancel}
        <button type="submit" className={PRIMARY_CLASS} disabled={busy}>
          {busy ? t("savedCarts.saving") : t("savedCarts.save")}
        </button>
      </div>
    </div>
  );
}

function SaveDialog({ fetcher, onClose }: { fetcher: FetcherWithComponents<unknown>; onClose: () => void }) {
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
      {open ? <SaveDialog fetcher={fetcher} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
