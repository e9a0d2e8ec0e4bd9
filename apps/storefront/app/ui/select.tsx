/** A labelled native select: it works before scripts load and on every phone's own picker. */
import type { SelectHTMLAttributes } from "react";
import { Field, INPUT_CLASS } from "./field";

type SelectProps = {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  hint?: string | undefined;
  error?: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className">;

export function SelectField({ label, name, options, hint, error, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, ...described }) => (
        <select id={id} name={name} {...described} className={INPUT_CLASS} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
