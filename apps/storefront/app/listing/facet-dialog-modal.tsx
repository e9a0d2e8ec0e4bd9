/**
 * The phone's facet modal (./facet-dialog.tsx), loaded when it first opens: every value as a checkbox with its
 * count, the apply button saying how many products the choice will show.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../i18n/use-translation";
import { Icon } from "@dukkan/ui/icon";
import { facetKey, facetValueCode, facetValueKey, type FacetChoices } from "./facet-query";
import { CheckMark } from "./facet-groups";
import type { SearchFacet } from "./search-result";

function FacetCheckboxes({
  facet,
  choices,
  counts,
  onToggle,
}: {
  facet: SearchFacet;
  choices: FacetChoices;
  /** The counts of the result the choices so far lead to, once known (else the page's own counts show). */
  counts: Map<string, number> | undefined;
  onToggle: (valueCode: string) => void;
}) {
  const chosen = choices[facetKey(facet)] ?? [];
  return (
    <fieldset className="border-b border-ink-100 px-4 py-3">
      <legend className="px-0 pt-2 text-sm font-bold text-ink-900">{facet.name}</legend>
      <ul className="mt-2 grid gap-0.5">
        {facet.values.map((value) => {
          const code = facetValueCode(value);
          const checked = chosen.includes(code);
          return (
            <li key={code}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-2 text-sm text-ink-800 has-focus-visible:ring-3 has-focus-visible:ring-brand-200">
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => onToggle(code)}
                  data-facet-value={code}
                />
                <CheckMark checked={checked} />
                <span className="min-w-0 flex-1">{value.name}</span>
                <span className="text-xs text-ink-500 tabular-nums" data-facet-count>
                  {counts ? (counts.get(facetValueKey(facet, value)) ?? 0) : value.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function FacetDialogModal({
  open,
  onOpenChange,
  facets,
  choices,
  counts,
  onToggle,
  applyLabel,
  announcement,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: readonly SearchFacet[];
  choices: FacetChoices;
  /** The counts of the result the choices so far lead to, once known (else the page's own counts show). */
  counts: Map<string, number> | undefined;
  onToggle: (facet: SearchFacet, valueCode: string) => void;
  applyLabel: string;
  /** What the status line tells screen readers (the apply label once a changed choice is counted). */
  announcement: string;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] md:hidden"
    >
      <Modal className="fixed inset-x-0 bottom-0 flex max-h-[88dvh] flex-col rounded-t-3xl bg-white shadow-2xl">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
            <Heading slot="title" className="text-base font-bold text-ink-900">
              {t("listing.facets.dialogTitle")}
            </Heading>
            <Button
              slot="close"
              aria-label={t("listing.facets.close")}
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 outline-none hover:bg-ink-100 focus-visible:ring-3 focus-visible:ring-brand-200"
            >
              <Icon name="close" className="size-5" />
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {facets.map((facet) => (
              <FacetCheckboxes
                key={facetKey(facet)}
                facet={facet}
                choices={choices}
                counts={counts}
                onToggle={(code) => onToggle(facet, code)}
              />
            ))}
          </div>
          <div className="border-t border-ink-100 p-4">
            <Button
              slot="close"
              data-facet-apply
              className="h-12 w-full rounded-full bg-brand-700 text-sm font-bold text-white outline-none hover:bg-brand-800 focus-visible:ring-3 focus-visible:ring-brand-300"
            >
              {applyLabel}
            </Button>
            <p role="status" className="sr-only">
              {announcement}
            </p>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
