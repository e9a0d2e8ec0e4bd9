/**
 * The listing toolbar: sort and page-size selectors and the grid/list toggle. Each selector is a GET
 * form (with an Apply button for browsers without scripts) that navigates as soon as it changes once
 * the page's script runs.
 */
import { useId } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation, useNavigate } from "react-router";
import { PAGE_SIZES, type ListingParams, type ListingView } from "./listing-url";
import type { SearchSort } from "./search-result";
import { Icon } from "@dukkan/ui/icon";

/** The URL of the listing after a change (page reset rules included). */
export type HrefFor = (change: Partial<ListingParams>) => string;

const SELECT_CLASS =
  "h-10 rounded-full border border-ink-200 bg-white ps-4 pe-9 text-sm font-medium text-ink-800 shadow-xs outline-none hover:border-ink-300 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-200";

/** One listing parameter as a native select in a GET form carrying the other parameters. */
function ParameterSelect({
  name,
  label,
  value,
  options,
  hrefFor,
}: {
  name: "sortCode" | "pageSize";
  label: string;
  value: string;
  options: { value: string; label: string }[];
  hrefFor: HrefFor;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // What the form submits besides this select: the listing as it would be after the change.
  const kept = [...new URL(hrefFor({ [name]: undefined }), "http://listing.invalid").searchParams].filter(
    ([key]) => key !== name,
  );
  const change = (next: string) =>
    hrefFor(name === "pageSize" ? { pageSize: Number(next) } : { sortCode: next || undefined });
  return (
    <form method="get" action={pathname} className="flex min-w-0 items-center gap-2">
      {kept.map(([key, keptValue]) => (
        <input key={key} type="hidden" name={key} value={keptValue} />
      ))}
      {/* On phones the selected value says what the select is; its label stays for screen readers. */}
      <label htmlFor={id} className="sr-only text-sm text-ink-600 sm:not-sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        key={value}
        defaultValue={value}
        className={`${SELECT_CLASS} max-w-36 sm:max-w-none`}
        onChange={(event) => void navigate(change(event.currentTarget.value), { preventScrollReset: true })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
          {t("listing.apply")}
        </button>
      </noscript>
    </form>
  );
}

export function SortSelect({ sorts, hrefFor }: { sorts: readonly SearchSort[]; hrefFor: HrefFor }) {
  const { t } = useTranslation();
  if (sorts.length === 0) return null;
  const selected = sorts.find((sort) => sort.selected) ?? sorts[0]!;
  return (
    <ParameterSelect
      name="sortCode"
      label={t("listing.sortBy")}
      value={selected.code}
      options={sorts.map((sort) => ({ value: sort.code, label: sort.name }))}
      hrefFor={hrefFor}
    />
  );
}

export function PageSizeSelect({ pageSize, hrefFor }: { pageSize: number; hrefFor: HrefFor }) {
  const { t } = useTranslation();
  return (
    <ParameterSelect
      name="pageSize"
      label={t("listing.pageSize")}
      value={String(pageSize)}
      options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      hrefFor={hrefFor}
    />
  );
}

/** Grid (the default) or list: two links, the current one marked. */
export function ViewToggle({ view, hrefFor }: { view: ListingView; hrefFor: HrefFor }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("listing.view.label")}
      className="flex rounded-full border border-ink-200 bg-white p-0.5"
    >
      {(["grid", "list"] as const).map((option) => (
        <Link
          key={option}
          to={hrefFor({ view: option })}
          preventScrollReset
          aria-current={option === view ? "true" : undefined}
          aria-label={t(`listing.view.${option}`)}
          title={t(`listing.view.${option}`)}
          className={`inline-flex size-9 items-center justify-center rounded-full transition ${
            option === view ? "bg-brand-700 text-white" : "text-ink-600 hover:bg-brand-50 hover:text-brand-800"
          }`}
        >
          <Icon name={option} className="size-4.5" />
        </Link>
      ))}
    </div>
  );
}
