/** A list filter's select: its label above, an optional "any" choice first (no filter), then the options. */
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";

export type FilterOption = { value: string; label: string };

export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** The label of the empty choice that leaves this filter off; none for a select that always has a value (sort). */
  anyLabel?: string;
}) {
  return (
    <label>
      <span className={LABEL_CLASS}>{label}</span>
      <select name={name} defaultValue={value} className={INPUT_CLASS}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
