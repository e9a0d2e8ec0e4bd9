/**
 * Labelled form fields with their hint and error tied to the control for screen readers
 * (`aria-describedby`, `aria-invalid`). `Field` lays out any control; TextField and PasswordField are the
 * common inputs.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";
import { useHydrated } from "./use-hydrated";

export const INPUT_CLASS =
  "block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition placeholder:text-ink-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-sale disabled:bg-ink-100";

export const LABEL_CLASS = "mb-1.5 block text-sm font-semibold text-ink-800";

/** What a field's control carries: its id (the label's `for`) and what describes it. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldFrame = {
  label: string;
  /** Help shown under the control, e.g. the password rules. */
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * A label, the control `children` renders with the attributes it is given, then the hint and the error.
 * `controlId` fixes the control's id, for a script that finds the control by it (the card gateway's fields).
 */
export function Field({
  label,
  hint,
  error,
  controlId,
  children,
}: FieldFrame & { controlId?: string; children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const control = fieldControl(id, controlId ?? `${id}-input`, hint, error);
  return (
    <div>
      <label htmlFor={control.id} className={LABEL_CLASS}>
        {label}
      </label>
      {children(control)}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function fieldControl(
  id: string,
  controlId: string,
  hint: string | undefined,
  error: string | undefined,
): FieldControl {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** The hint and the error under a field, with the ids its control's aria-describedby points at. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = FieldFrame & { name: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "className"
  >;

/**
 * Input types whose values are written left to right in every language. In a right-to-left page such a field
 * must be left-to-right itself: otherwise an address longer than the box overflows at its start, which is then
 * cut off ("…mple.ae").
 */
const LEFT_TO_RIGHT_TYPES = new Set(["email", "tel", "url"]);

export function TextField({ label, name, error, hint, ...input }: TextFieldProps) {
  const dir = input.dir ?? (LEFT_TO_RIGHT_TYPES.has(input.type ?? "") ? "ltr" : undefined);
  // An e-mail or phone keeps to the page's side; a text in a language of its own (the English name on an Arabic
  // page) reads from its own side, as it is typed.
  const align = input.lang ? "" : " rtl:text-right";
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, ...described }) => (
        <input id={id} name={name} {...described} className={`${INPUT_CLASS}${align}`} {...input} dir={dir} />
      )}
    </Field>
  );
}

/** A password input; the show/hide toggle appears once scripts run, since only they can work it. */
export function PasswordField({ label, name, error, hint, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const interactive = useHydrated();
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, ...described }) => (
        <div className="relative">
          <input
            id={id}
            name={name}
            type={visible ? "text" : "password"}
            {...described}
            className={`${INPUT_CLASS} ${interactive ? "pe-14" : ""}`}
            {...input}
          />
          {interactive ? (
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              aria-pressed={visible}
              aria-label={visible ? t("loginForm.hidePassword") : t("loginForm.showPassword")}
              aria-controls={id}
              className="absolute inset-y-1 end-1 inline-flex w-12 items-center justify-center rounded-lg text-ink-500 transition hover:bg-ink-100 hover:text-ink-800"
            >
              <Icon name={visible ? "eye" : "eye-off"} />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
