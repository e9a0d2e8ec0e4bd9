/**
 * Variant choices (spec §2.9): each is a link to that variant's page, the current one marked. Colours
 * show their swatch when the qualifier has an image; everything else shows its value.
 */
import { useId } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../i18n/use-language";
import type { VariantChoice, VariantGroup } from "./product-variants";

function ChoiceLink({ choice, swatch }: { choice: VariantChoice; swatch: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = choice.current
    ? "border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600"
    : "border-ink-200 bg-white text-ink-800 hover:border-brand-400 hover:text-brand-700";
  const unavailable = choice.outOfStock ? <span className="sr-only"> ({t("product.stock.outOfStock")})</span> : null;
  if (swatch && choice.swatchUrl) {
    return (
      <Link
        to={`/${language}${choice.path}`}
        preventScrollReset
        aria-current={choice.current ? "page" : undefined}
        title={choice.label}
        className={`relative flex size-11 items-center justify-center rounded-full border-2 p-0.5 transition ${
          choice.current ? "border-brand-600" : "border-transparent hover:border-ink-300"
        } ${choice.outOfStock ? "opacity-50" : ""}`}
      >
        <img
          src={choice.swatchUrl}
          alt=""
          width={36}
          height={36}
          className="size-full rounded-full object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.1)]"
        />
        <span className="sr-only">{choice.label}</span>
        {unavailable}
      </Link>
    );
  }
  return (
    <Link
      to={`/${language}${choice.path}`}
      preventScrollReset
      aria-current={choice.current ? "page" : undefined}
      className={`inline-flex min-h-11 min-w-14 items-center justify-center rounded-xl border px-4 py-2 text-sm font-semibold transition ${state} ${
        choice.outOfStock ? `border-dashed ${choice.current ? "" : "text-ink-500 line-through decoration-ink-400"}` : ""
      }`}
    >
      <bdi>{choice.label}</bdi>
      {unavailable}
    </Link>
  );
}

function Group({ group }: { group: VariantGroup }) {
  const { t } = useTranslation();
  const labelId = useId();
  const swatch = group.kind === "colour";
  const name =
    group.kind === "other" ? (group.name ?? t("product.variants.other")) : t(`product.variants.${group.kind}`);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2.5">
      <p id={labelId} className="text-sm text-ink-600">
        <span className="font-semibold text-ink-900">{name}</span>
        {group.currentLabel ? <>: {group.currentLabel}</> : null}
      </p>
      <ul className="flex flex-wrap gap-2">
        {group.choices.map((choice) => (
          <li key={choice.code}>
            <ChoiceLink choice={choice} swatch={swatch} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VariantSelector({ groups }: { groups: VariantGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <Group key={group.qualifier} group={group} />
      ))}
    </div>
  );
}
