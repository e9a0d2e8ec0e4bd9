/**
 * Pieces the content screens share: the tabs between them, a form section, the English and Arabic inputs of one
 * text side by side (the Arabic one right to left), and the answer of a form's action.
 */
import type { Language } from "@dukkan/i18n";
import { Field, INPUT_CLASS, TextField } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { FieldProblems, TypedValues } from "./content-form";

/**
 * Which tab a content screen belongs to: a banner's screens are the home page's, a page's the pages', a component's
 * texts the layout's.
 */
export function contentTabOf(pathname: string): "pages" | "home" | "campaigns" | "layout" {
  const within = pathname.split("/").slice(3);
  if (within[0] === "home" || within[0] === "banners") return "home";
  if (within[0] === "campaigns") return "campaigns";
  if (within[0] === "layout") return "layout";
  return "pages";
}

export function ContentTabs({ language }: { language: Language }) {
  const { t } = useTranslation();
  const current = contentTabOf(useLocation().pathname);
  const tabs = [
    ["pages", "content"],
    ["home", "content/home"],
    ["campaigns", "content/campaigns"],
    ["layout", "content/layout"],
  ] as const;
  return (
    <nav aria-label={t("content.tabs.label")} className="mb-4 flex flex-wrap gap-2 border-b border-ink-200 pb-2">
      {tabs.map(([key, path]) => (
        <Link
          key={key}
          to={`/${language}/${path}`}
          aria-current={key === current ? "page" : undefined}
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${key === current ? "bg-brand-50 text-brand-800" : "text-brand-700 underline"}`}
        >
          {t(`content.tabs.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The top of every content screen: the title, the tabs and, on a screen inside a tab, the link back to it. */
export function ContentHeading({ language, back }: { language: Language; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t("content.title")}</h1>
      <ContentTabs language={language} />
      {back ? (
        <p className="mb-2 text-sm">
          <Link to={back.to} className="text-brand-700 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-card" data-testid={testId}>
      <legend className="float-start mb-3 w-full text-lg font-semibold">{title}</legend>
      <div className="clear-both flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/** What a content form's action answers: saved, or the refusals with what was typed (keyed by the form's id). */
export type ContentActionAnswer =
  | { done: string; form: string }
  | { form: string; problems: FieldProblems; values: TypedValues }
  | { form: string; error: string; values: TypedValues }
  /** A page the shop's menus or footer link to, with where (refused delete). */
  | { form: string; linkedFrom: string[] }
  /** A layout change refused because it took out components the storefront needs there (their uids). */
  | { form: string; required: string[] };

/** The typed value and the refusal of an input of one form, from the action's answer when it is about that form. */
export function useFormState(answer: ContentActionAnswer | undefined, form: string) {
  const { t } = useTranslation();
  const mine = answer?.form === form ? answer : undefined;
  return {
    value: (name: string, stored: string) => (mine && "values" in mine ? (mine.values[name] ?? "") : stored),
    problem: (name: string) => {
      const problem = mine && "problems" in mine ? mine.problems[name] : undefined;
      if (!problem) return undefined;
      return t(problem.startsWith("image.") ? `catalogue.product.fieldErrors.${problem}` : `content.errors.${problem}`);
    },
    alert:
      mine && "done" in mine ? (
        <FormAlert tone="success">{t(mine.done)}</FormAlert>
      ) : mine && "problems" in mine ? (
        <FormAlert tone="error">{t("content.failed")}</FormAlert>
      ) : mine && "error" in mine ? (
        <FormAlert tone="error">{mine.error}</FormAlert>
      ) : null,
  };
}

/** One text in both languages: `{name}.en` and `{name}.ar`, side by side from a tablet's width. */
export function BilingualFields({
  name,
  label,
  stored,
  state,
  multiline,
  hint,
  required,
}: {
  name: string;
  label: string;
  stored: { en: string; ar: string };
  state: ReturnType<typeof useFormState>;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(["en", "ar"] as const).map((language) => {
        const inputName = `${name}.${language}`;
        const fieldLabel = `${label} (${t(language === "en" ? "content.english" : "content.arabic")})`;
        const dir = language === "en" ? "ltr" : "rtl";
        const value = state.value(inputName, stored[language]);
        const error = state.problem(inputName);
        return multiline ? (
          <Field key={language} label={fieldLabel} hint={hint} error={error}>
            {(control) => (
              <textarea
                {...control}
                name={inputName}
                rows={8}
                dir={dir}
                lang={language}
                defaultValue={value}
                className={`${INPUT_CLASS} font-mono text-sm`}
              />
            )}
          </Field>
        ) : (
          <TextField
            key={language}
            label={fieldLabel}
            name={inputName}
            dir={dir}
            lang={language}
            hint={hint}
            required={required && language === "en"}
            defaultValue={value}
            error={error}
          />
        );
      })}
    </div>
  );
}
