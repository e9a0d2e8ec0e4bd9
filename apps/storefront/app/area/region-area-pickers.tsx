/**
 * The scripted region and area pickers (./region-area-fields.tsx): a searchable region ComboBox and an area Select
 * that stays disabled until a region is chosen, then lists that region's areas. Loaded once scripts run, so pages
 * do not ship React Aria's combo box, select and list box up front (decision 0089).
 */
import { useTranslation } from "../i18n/use-translation";
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from "react-aria-components";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { Icon } from "@dukkan/ui/icon";
import type { AreaChoice, RegionAreaProps, RegionChoice } from "./region-area-fields";

/** The kit's input look, plus React Aria's disabled and invalid states. */
const CONTROL_CLASS = `${INPUT_CLASS} text-start disabled:text-ink-500 data-[disabled]:bg-ink-100 data-[disabled]:text-ink-500 data-[invalid]:border-sale`;
const POPOVER_CLASS =
  "max-h-72 w-(--trigger-width) overflow-y-auto rounded-xl border border-ink-200 bg-white p-1 shadow-2xl outline-none";
const ITEM_CLASS =
  "cursor-pointer rounded-lg px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold";
const ERROR_CLASS = "mt-1.5 text-sm font-medium text-sale";

export function RegionAreaPickers({ regions, value, onChange, errors }: RegionAreaProps) {
  const { t } = useTranslation();
  const region = regions.find((candidate) => candidate.isocode === value.regionIsocode);
  return (
    <div className="space-y-4">
      <input type="hidden" name="regionIsocode" value={value.regionIsocode} />
      <input type="hidden" name="areaIsocode" value={value.areaIsocode} />
      {/* defaultItems, not items: React Aria filters only the items it owns by what is typed; with `items` the
          caller must filter, and 'Search for your emirate' listed every emirate whatever was typed. */}
      <ComboBox
        defaultItems={regions}
        selectedKey={value.regionIsocode || null}
        onSelectionChange={(key) => {
          const regionIsocode = key === null ? "" : String(key);
          if (regionIsocode === value.regionIsocode) return;
          onChange({ regionIsocode, areaIsocode: "" });
        }}
        menuTrigger="focus"
        isRequired
        isInvalid={Boolean(errors.region)}
        validationBehavior="aria"
        className="relative"
        data-testid="region-combobox"
      >
        <Label className={LABEL_CLASS}>{t("deliveryArea.region")}</Label>
        <div className="relative">
          <Input className={`${CONTROL_CLASS} pe-10`} placeholder={t("deliveryArea.regionPlaceholder")} />
          <Button className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-ink-500">
            <Icon name="chevron-down" className="size-4 shrink-0" />
          </Button>
        </div>
        <FieldError className={ERROR_CLASS}>{errors.region ? t(errors.region) : null}</FieldError>
        <Popover className={POPOVER_CLASS}>
          <ListBox
            className="outline-none"
            renderEmptyState={() => <p className="px-3 py-2 text-ink-600">{t("deliveryArea.noRegionMatches")}</p>}
          >
            {(item: RegionChoice) => (
              <ListBoxItem id={item.isocode} textValue={item.name} className={ITEM_CLASS}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Select
        selectedKey={value.areaIsocode || null}
        onSelectionChange={(key) => onChange({ ...value, areaIsocode: key === null ? "" : String(key) })}
        isDisabled={!region}
        isRequired
        isInvalid={Boolean(region && errors.area)}
        validationBehavior="aria"
        placeholder={region ? t("deliveryArea.areaPlaceholder") : t("deliveryArea.chooseRegionFirst")}
        data-testid="area-select"
      >
        <Label className={LABEL_CLASS}>{t("deliveryArea.area")}</Label>
        <Button className={`${CONTROL_CLASS} flex items-center justify-between gap-2`}>
          <SelectValue className="truncate data-[placeholder]:text-ink-500" />
          <Icon name="chevron-down" className="size-4 shrink-0" />
        </Button>
        <FieldError className={ERROR_CLASS}>{region && errors.area ? t(errors.area) : null}</FieldError>
        <Popover className={POPOVER_CLASS}>
          <ListBox className="outline-none" items={region?.areas ?? []}>
            {(item: AreaChoice) => (
              <ListBoxItem id={item.isocode} textValue={item.name} className={ITEM_CLASS}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}
