/**
 * The region and area pickers of the delivery-area dialog and the address form (shopping spec §2.5;
 * checkout spec §2.7): a searchable region ComboBox and an area Select that stays disabled until a
 * region is chosen, then lists that region's areas. Their values are posted as `regionIsocode` and
 * `areaIsocode`. Before scripts run, native selects stand in: the area list then groups every region's
 * areas, and the server checks that the area lies in the region.
 */
import { useTranslation } from "react-i18next";
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
import { SelectField } from "@dukkan/ui/select";

export type AreaChoice = { isocode: string; name: string };
export type RegionChoice = { isocode: string; name: string; areas: AreaChoice[] };
export type RegionAreaValue = { regionIsocode: string; areaIsocode: string };

/** The kit's input look, plus React Aria's disabled and invalid states. */
const CONTROL_CLASS = `${INPUT_CLASS} text-start disabled:text-ink-500 data-[disabled]:bg-ink-100 data-[disabled]:text-ink-500 data-[invalid]:border-sale`;
const POPOVER_CLASS =
  "max-h-72 w-(--trigger-width) overflow-y-auto rounded-xl border border-ink-200 bg-white p-1 shadow-2xl outline-none";
const ITEM_CLASS =
  "cursor-pointer rounded-lg px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold";
const ERROR_CLASS = "mt-1.5 text-sm font-medium text-sale";

type Props = {
  regions: RegionChoice[];
  value: RegionAreaValue;
  onChange(value: RegionAreaValue): void;
  /** i18n keys of the fields' errors, shown once the fields are touched. */
  errors: { region?: string | undefined; area?: string | undefined };
  hydrated: boolean;
};

export function RegionAreaFields(props: Props) {
  return props.hydrated ? <ScriptedFields {...props} /> : <NativeFields {...props} />;
}

function ScriptedFields({ regions, value, onChange, errors }: Props) {
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

function NativeFields({ regions, value, errors }: Props) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SelectField
        label={t("deliveryArea.region")}
        name="regionIsocode"
        required
        defaultValue={value.regionIsocode}
        error={errors.region ? t(errors.region) : undefined}
        options={[
          { value: "", label: t("deliveryArea.regionPlaceholder") },
          ...regions.map((region) => ({ value: region.isocode, label: region.name })),
        ]}
      />
      <SelectField
        label={t("deliveryArea.area")}
        name="areaIsocode"
        required
        defaultValue={value.areaIsocode}
        error={errors.area ? t(errors.area) : undefined}
        options={[
          { value: "", label: t("deliveryArea.areaPlaceholder") },
          ...regions.map((region) => ({
            label: region.name,
            options: region.areas.map((area) => ({ value: area.isocode, label: area.name })),
          })),
        ]}
      />
    </div>
  );
}

/** The fields' errors for the current value (i18n keys); the dialog shows them once touched. */
export function regionAreaErrors(regions: RegionChoice[], value: RegionAreaValue) {
  const region = regions.find((candidate) => candidate.isocode === value.regionIsocode);
  return {
    region: region ? undefined : "deliveryArea.regionRequired",
    area: region?.areas.some((area) => area.isocode === value.areaIsocode) ? undefined : "deliveryArea.areaRequired",
  };
}
