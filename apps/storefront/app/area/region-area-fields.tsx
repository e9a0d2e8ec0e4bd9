/**
 * The region and area pickers of the delivery-area dialog and the address form (shopping spec §2.5;
 * checkout spec §2.7): a searchable region ComboBox and an area Select that stays disabled until a
 * region is chosen, then lists that region's areas. Their values are posted as `regionIsocode` and
 * `areaIsocode`. Before scripts run, native selects stand in: the area list then groups every region's
 * areas, and the server checks that the area lies in the region. The scripted pickers are in
 * ./region-area-pickers.tsx, loaded once scripts run.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation";
import { SelectField } from "@dukkan/ui/select";

export type AreaChoice = { isocode: string; name: string };
export type RegionChoice = { isocode: string; name: string; areas: AreaChoice[] };
export type RegionAreaValue = { regionIsocode: string; areaIsocode: string };

export type RegionAreaProps = {
  regions: RegionChoice[];
  value: RegionAreaValue;
  onChange(value: RegionAreaValue): void;
  /** i18n keys of the fields' errors, shown once the fields are touched. */
  errors: { region?: string | undefined; area?: string | undefined };
  hydrated: boolean;
};

/**
 * React Aria's combo box and select (./region-area-pickers.tsx) load once scripts run (decision 0089); until they are
 * in, the native selects stay, and what is picked in them is kept in the form's value.
 */
const RegionAreaPickers = lazy(() =>
  import("./region-area-pickers").then((module) => ({ default: module.RegionAreaPickers })),
);

export function RegionAreaFields(props: RegionAreaProps) {
  if (!props.hydrated) return <NativeFields {...props} />;
  return (
    <Suspense fallback={<NativeFields {...props} keepChoices />}>
      <RegionAreaPickers {...props} />
    </Suspense>
  );
}

function NativeFields({
  regions,
  value,
  onChange,
  errors,
  keepChoices = false,
}: RegionAreaProps & { keepChoices?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <SelectField
        label={t("deliveryArea.region")}
        name="regionIsocode"
        required
        defaultValue={value.regionIsocode}
        onChange={keepChoices ? (event) => onChange({ ...value, regionIsocode: event.target.value }) : undefined}
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
        onChange={keepChoices ? (event) => onChange({ ...value, areaIsocode: event.target.value }) : undefined}
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
