/** The 'save cart for later' and 'clone' forms' rules: a name is required, a description optional. */
export const SAVED_CART_NAME_MAX = 100;
export const SAVED_CART_DESCRIPTION_MAX = 500;

export type SaveCartValues = { name: string; description: string };
export type SaveCartErrors = Partial<Record<keyof SaveCartValues, string>>;

/** What a saved-cart action answers when it does not redirect. */
export type SavedCartActionData = {
  intent: string;
  values?: SaveCartValues;
  errors?: SaveCartErrors;
  /** The API's own message (spec §7: errors[0].message, else type). */
  failure?: string;
};

/** Reads and checks the form; errors are i18n keys. */
export function readSaveCartForm(form: FormData): { values: SaveCartValues; errors: SaveCartErrors } {
  const values = {
    name: String(form.get("name") ?? "").trim(),
    description: String(form.get("description") ?? "").trim(),
  };
  const errors: SaveCartErrors = {};
  if (!values.name) errors.name = "savedCarts.nameRequired";
  else if (values.name.length > SAVED_CART_NAME_MAX) errors.name = "savedCarts.nameTooLong";
  if (values.description.length > SAVED_CART_DESCRIPTION_MAX) errors.description = "savedCarts.descriptionTooLong";
  return { values, errors };
}

/** The actions that ask for confirmation first, carried in the details page's `?confirm=` switch. */
export const CONFIRMABLE = ["restore", "delete", "clone"] as const;
export type Confirmable = (typeof CONFIRMABLE)[number];

export function confirmationOf(search: string): Confirmable | undefined {
  const value = new URLSearchParams(search).get("confirm");
  return CONFIRMABLE.find((candidate) => candidate === value);
}
