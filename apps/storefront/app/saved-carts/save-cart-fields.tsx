/** The 'save cart' form's fields and buttons: in the cart page's dialog and on the saved carts page (`?save=cart`). */
import { useTranslation } from "../i18n/use-translation";
import { TextField } from "@dukkan/ui/field";
import { buttonClass } from "@dukkan/ui/button";
import { SAVED_CART_DESCRIPTION_MAX, SAVED_CART_NAME_MAX, type SavedCartActionData } from "./save-cart-form";

const PRIMARY_CLASS = buttonClass({ size: "md" });

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
