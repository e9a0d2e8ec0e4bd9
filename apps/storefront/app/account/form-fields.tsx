/** The account forms' labelled inputs, with their error messages tied to them for screen readers. */
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

const INPUT_CLASS =
  "block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition placeholder:text-ink-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-sale disabled:bg-ink-100";

export const SUBMIT_CLASS =
  "inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-card transition hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-500";

export const SECONDARY_LINK_CLASS =
  "inline-flex w-full items-center justify-center rounded-full border border-ink-200 px-6 py-3 text-base font-semibold text-ink-800 transition hover:border-brand-300 hover:text-brand-700";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-sale">
      {message}
    </p>
  );
}

type FieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  /** Help shown under the input, e.g. the password rules. */
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({ label, name, error, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={`${id}-input`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${INPUT_CLASS} rtl:text-right`}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error under a field, with the ids its input's aria-describedby points at. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

/** A password input; the show/hide toggle appears once scripts run, since only they can work it. */
export function PasswordField({ label, name, error, hint, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${INPUT_CLASS} ${interactive ? "pe-14" : ""}`}
          {...input}
        />
        {interactive ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={visible ? t("loginForm.hidePassword") : t("loginForm.showPassword")}
            aria-controls={`${id}-input`}
            className="absolute inset-y-1 end-1 inline-flex w-12 items-center justify-center rounded-lg text-ink-500 transition hover:bg-ink-100 hover:text-ink-800"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
              <circle cx="12" cy="12" r="3" />
              {visible ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
            </svg>
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The white card the sign-in pages sit in, with their heading and intro. */
export function AccountCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Wider, for forms with many fields (registration, profile). */
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-2xl" : "max-w-md"} px-4 py-10 sm:py-16`}>
      <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-ink-600">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

export function FormAlert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const colours =
    tone === "error"
      ? "border-sale/30 bg-sale/5 text-sale"
      : tone === "info"
        ? "border-ink-200 bg-ink-50 text-ink-800"
        : "border-brand-200 bg-brand-50 text-brand-800";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mt-6 rounded-xl border px-4 py-3 text-sm font-medium ${colours}`}
    >
      {children}
    </p>
  );
}

type CheckboxProps = {
  name: string;
  children: ReactNode;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className" | "type" | "children">;

/** A labelled checkbox with its error tied to it. */
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type SelectProps = {
  label: string;
  name: string;
  options: { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className">;

/** A labelled native select: it works before scripts load and on every phone's own picker. */
export function SelectField({ label, name, options, ...select }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select id={`${id}-input`} name={name} className={INPUT_CLASS} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** True once the page's scripts run: controls that only scripts can work appear then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
