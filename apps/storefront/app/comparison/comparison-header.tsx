/**
 * The header's comparison icon (spec §2.4 ComparisonIconLink): a count badge and a tooltip; click, Enter
 * or Space toggle a drop-down panel listing each compared product (image, 'name | subname', price with
 * the old price, remove) with 'go to comparison page' and 'continue shopping', or an empty message.
 * Escape, a click outside and following a link close it. The 9th product's error shows here too.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import { useLanguage } from "../i18n/use-language";
import { ProductPrice } from "../product/tile/product-price";
import { comparisonPath, type ComparisonItem } from "./comparison-list";
import {
  dismissComparisonNotice,
  removeFromComparisonList,
  useComparisonList,
  useComparisonNotice,
} from "./comparison-store";
import { Icon } from "@dukkan/ui/icon";
import { LinkButton } from "@dukkan/ui/link-button";

function itemTitle(item: ComparisonItem): string {
  const name = item.name ?? item.code;
  return item.subname ? `${name} | ${item.subname}` : name;
}

function PanelItem({ item }: { item: ComparisonItem }) {
  const { t } = useTranslation();
  const title = itemTitle(item);
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ink-50">
        {item.image ? (
          <img src={item.image.url} alt="" className="size-full object-contain p-1 mix-blend-multiply" />
        ) : (
          <Icon name="compare" className="size-5 text-ink-300" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-ink-900">{title}</p>
        <ProductPrice product={item} />
      </div>
      <button
        type="button"
        onClick={() => removeFromComparisonList(item.code)}
        aria-label={t("comparison.remove", { name: title })}
        className="rounded-full p-2 text-ink-500 transition hover:bg-ink-100 hover:text-ink-900"
      >
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}

function ComparisonNotice() {
  const { t } = useTranslation();
  const notice = useComparisonNotice();
  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {notice ? (
        <p
          role="alert"
          key={notice.id}
          className="pointer-events-auto flex items-center gap-3 rounded-xl bg-ink-900 px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          {t(notice.key)}
          <button
            type="button"
            onClick={dismissComparisonNotice}
            aria-label={t("comparison.dismiss")}
            className="rounded-full p-1 hover:bg-white/15"
          >
            <Icon name="close" className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** `label`: the CMS icon's linkName (spec §2.4), else the catalogue's words. */
export function ComparisonHeaderIcon({ label }: { label?: string } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const list = useComparisonList();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const tooltipId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  // The icon needs the list in local storage: before scripts run it only keeps its place.
  if (!hydrated) return <span className="size-10" aria-hidden="true" />;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const count = list.length;
  return (
    <div
      ref={wrapper}
      role="presentation"
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={tooltipId}
        aria-label={label ?? t("comparison.iconLabel")}
        onClick={() => setOpen((value) => !value)}
        className="peer relative inline-flex size-10 items-center justify-center rounded-full text-ink-800 transition hover:bg-brand-50 hover:text-brand-700"
      >
        <Icon name="compare" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-bold leading-5 text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className={`pointer-events-none absolute end-0 top-full z-50 mt-1 hidden whitespace-nowrap rounded-md bg-ink-900 px-2 py-1 text-xs text-white ${
          open ? "" : "peer-hover:block peer-focus-visible:block"
        }`}
      >
        {t("comparison.count", { count })}
      </span>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-card bg-white p-4 shadow-card-hover ring-1 ring-ink-100"
      >
        <h2 className="text-base font-bold text-ink-900">{t("comparison.panelTitle")}</h2>
        {count === 0 ? (
          <p className="py-4 text-sm text-ink-600">{t("comparison.empty")}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-ink-100 overflow-y-auto">
            {list.map((item) => (
              <PanelItem key={item.code} item={item} />
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <LinkButton
            to={comparisonPath(
              language,
              list.map((item) => item.code),
            )}
            onClick={() => setOpen(false)}
            size="sm"
            className="flex-1"
          >
            {t("comparison.goToComparison")}
          </LinkButton>
          <button
            type="button"
            onClick={close}
            className="flex-1 rounded-full border border-ink-200 px-4 py-2 text-sm font-semibold text-ink-800 transition hover:bg-ink-50"
          >
            {t("comparison.continueShopping")}
          </button>
        </div>
      </div>
      <ComparisonNotice />
    </div>
  );
}
