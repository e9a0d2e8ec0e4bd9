/**
 * The sort select of a My Account list (orders, return requests, support requests, loyalty history, replenishment
 * orders): a GET form that reloads the list when the choice changes, with a submit button only before JavaScript
 * runs. There is no page field, so a new sort starts at the first page. Its texts come from the list's message
 * namespace: `{messages}.sortLabel`, `{messages}.sort.{code}` and `{messages}.sortSubmit`.
 */
import { Button } from "@dukkan/ui/button";
import { SelectField } from "@dukkan/ui/select";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useTranslation } from "../i18n/use-translation";
import { Form, useSubmit } from "react-router";

export type ListSortFormProps<Sort extends string> = {
  sort: Sort;
  sorts: readonly Sort[];
  messages: string;
  /** The select's width class (the longest option must fit). */
  width?: string;
  /** Keep the page where it is scrolled to when the sorted list comes (the order history does). */
  preventScrollReset?: boolean;
};

export function ListSortForm<Sort extends string>(props: ListSortFormProps<Sort>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { messages, preventScrollReset } = props;
  return (
    <Form
      method="get"
      className="flex items-end gap-2"
      onChange={(event) => void submit(event.currentTarget, preventScrollReset ? { preventScrollReset } : undefined)}
    >
      <div className={props.width ?? "w-48"}>
        <SelectField
          label={t(`${messages}.sortLabel`)}
          name="sort"
          defaultValue={props.sort}
          options={props.sorts.map((code) => ({ value: code, label: t(`${messages}.sort.${code}`) }))}
        />
      </div>
      {/* With scripts a choice applies at once; without, this button sends the form. */}
      {hydrated ? null : (
        <Button type="submit" variant="secondary" size="md">
          {t(`${messages}.sortSubmit`)}
        </Button>
      )}
    </Form>
  );
}
