/** A labelled native select: it works before scripts load and on every phone's own picker. */
import type { SelectHTMLAttributes } from "react";
import { Field, INPUT_CLASS, type FieldControl } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean };
/** Options under a heading (a native `<optgroup>`), e.g. each region's areas. */
export type SelectOptionGroup = { label: string; options: SelectOption[] };

type SelectControlProps = {
  name: string;
  options: (SelectOption | SelectOptionGroup)[];
} & Partial<FieldControl> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">;

function isGroup(option: SelectOption | SelectOptionGroup): option is SelectOptionGroup {
  return "options" in option;
}

function Option({ option }: { option: SelectOption }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

/** The select alone, for a `Field` that lays it out with something beside it. */
export function Select({ options, ...select }: SelectControlProps) {
  return (
    <select {...select} className={INPUT_CLASS}>
      {options.map((option) =>
        isGroup(option) ? (
          <optgroup key={`group-${option.label}`} label={option.label}>
            {option.options.map((inner) => (
              <Option key={inner.value} option={inner} />
            ))}
          </optgroup>
        ) : (
          <Option key={option.value} option={option} />
        ),
      )}
    </select>
  );
}

type SelectProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
} & Omit<SelectControlProps, keyof FieldControl>;

export function SelectField({ label, hint, error, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Select {...control} {...select} />}
    </Field>
  );
}
