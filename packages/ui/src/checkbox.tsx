/** A labelled checkbox with its error tied to it. */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldNotes } from "./field";

type CheckboxProps = {
  name: string;
  children: ReactNode;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className" | "type" | "children">;

export function CheckboxField({ name, children, error, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-input`}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-700"
          {...input}
        />
        <label htmlFor={`${id}-input`} className="text-sm text-ink-800">
          {children}
        </label>
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}
