/**
 * A group of native radio buttons in a fieldset whose legend names it: it posts with its form before scripts
 * load, and arrow keys move between the options in every browser.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldNotes } from "@dukkan/ui/field";

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: RadioOption[];
  defaultValue?: string | undefined;
  /** The chosen value when the page follows the choice itself (with `onValueChange`). */
  value?: string | undefined;
  onValueChange?: (value: string) => void;
  error?: string | undefined;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "onChange" | "required" | "disabled">;

export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  value,
  onValueChange,
  error,
  className,
  ...input
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={className}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3 text-ink-900 transition has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:text-ink-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              {...(value === undefined
                ? { defaultChecked: option.value === defaultValue }
                : { checked: option.value === value, onChange: () => onValueChange?.(option.value) })}
              aria-describedby={option.description ? `${id}-${index}-description` : undefined}
              className="mt-1 size-4 accent-brand-700"
              {...input}
              disabled={input.disabled || option.disabled}
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{option.label}</span>
              {option.description ? (
                <span id={`${id}-${index}-description`} className="text-sm text-ink-600">
                  {option.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
