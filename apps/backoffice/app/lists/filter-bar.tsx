/**
 * A list's filters: one GET form (the filters become the URL, so it works before scripts load and a filtered list
 * is a link). The search box (when the list has one) stays in sight; the other filters sit in a disclosure that is
 * always open from the tablet width up (app.css) and folded on a phone, where a dozen fields would push the list
 * off the screen: its summary says how many filters are in use. Apply and "Clear filters" end the form.
 */
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";

type FilterSearch = {
  label: string;
  /** The URL parameter it fills: `q` unless the list searches one thing by another name. */
  name?: string;
  value: string;
  maxLength?: number;
};

type FilterBarProps = {
  /** The list's URL without any filter. */
  resetTo: string;
  /** How many filters (besides the search) are in use: shown on the folded phone summary. */
  activeFilters: number;
  /** The list's search field, kept out of the fold. */
  search?: FilterSearch;
  /** The filter fields, laid out in a grid (one column on a phone, up to four on a desktop); none: search only. */
  children?: ReactNode;
};

export function FilterBar({ resetTo, activeFilters, search, children }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="filter-bar mb-4 rounded-card bg-white p-4 shadow-card">
      {search && (
        <label className="mb-3 block">
          <span className={LABEL_CLASS}>{search.label}</span>
          <input
            type="search"
            name={search.name ?? "q"}
            defaultValue={search.value}
            maxLength={search.maxLength}
            className={INPUT_CLASS}
          />
        </label>
      )}
      {children && (
        <details>
          <summary className="cursor-pointer rounded-lg py-2 text-sm font-semibold text-brand-800">
            {t("lists.filters", { active: activeFilters })}
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 md:mt-0 lg:grid-cols-4">{children}</div>
        </details>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm">
          {t("lists.apply")}
        </Button>
        <Link to={resetTo} className="rounded-lg px-2 py-2 text-sm text-brand-700 underline">
          {t("lists.reset")}
        </Link>
      </div>
    </Form>
  );
}
