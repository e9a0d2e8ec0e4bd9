/**
 * The catalogue CSV import in two steps, both plain forms (they work before scripts): upload → the API's dry run
 * reports every refused row with its line number, or how many products would change → confirm, which sends the
 * same text back to be checked again and applied in one transaction (or not at all).
 */
import { Button } from "@dukkan/ui/button";
import { Field, INPUT_CLASS } from "@dukkan/ui/field";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { StaffApiError } from "../api/staff-api.server";
import type { StaffImportReport, StaffImportRowError } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayEditCatalogue } from "../layout/navigation";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/import-route";
import { csvOfUpload, MAX_CSV_BYTES } from "./csv-upload.server";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "catalogue.import.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff, language } = await requireStaff(request, params);
  if (!mayEditCatalogue(staff.role)) throw redirect(`/${language}/`);
  return { language };
}

type Refusal = Pick<StaffImportRowError, "line" | "column" | "problem">;
type ImportAnswer =
  | { step: "upload"; error: "noFile" | "tooLarge" | "notText" }
  | { step: "checked"; csv: string; rows: number; changedProducts: number; refusals: Refusal[] }
  | { step: "applied"; changedProducts: number }
  | { step: "refused"; refusals: Refusal[] };

const refusalsOf = (errors: readonly StaffImportRowError[]): Refusal[] =>
  errors.map(({ line, column, problem }) => ({ line, column, problem }));

export async function action({ request, params }: Route.ActionArgs): Promise<ImportAnswer> {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayEditCatalogue(staff.role)) throw redirect(`/${language}/`);
  // Refused before the body is read: a file this large is not one the API would take.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CSV_BYTES * 2)
    return { step: "upload", error: "tooLarge" };
  const form = await request.formData();
  if (form.get("intent") === "apply") {
    const csv = String(form.get("csv") ?? "");
    try {
      const report = await api<StaffImportReport>("/products/import", { body: { csv, dryRun: false } });
      return { step: "applied", changedProducts: report.changedProducts };
    } catch (error) {
      // The catalogue changed since the check (a product deleted, …): the API refused rows, nothing was written.
      if (error instanceof StaffApiError && error.status === 400 && error.type === "ImportRowError") {
        return {
          step: "refused",
          refusals: error.errors.map((refusal) => ({
            line: Number(refusal.subject),
            column: null,
            problem: refusal.reason as Refusal["problem"],
          })),
        };
      }
      throw error;
    }
  }
  const upload = await csvOfUpload(form.get("file"));
  if (!upload.ok) return { step: "upload", error: upload.error };
  const report = await api<StaffImportReport>("/products/import", { body: { csv: upload.csv, dryRun: true } });
  return {
    step: "checked",
    csv: upload.csv,
    rows: report.rows,
    changedProducts: report.changedProducts,
    refusals: refusalsOf(report.errors),
  };
}

function RefusalTable({ refusals }: { refusals: Refusal[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="import-refusals">
        <thead className="bg-ink-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t("catalogue.import.line")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("catalogue.import.column")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("catalogue.import.problem")}
            </th>
          </tr>
        </thead>
        <tbody>
          {refusals.map((refusal) => (
            <tr key={`${refusal.line}-${refusal.column ?? ""}-${refusal.problem}`} className="border-t border-ink-100">
              <td className="px-3 py-2 tabular-nums">{refusal.line}</td>
              <td className="px-3 py-2" dir="ltr">
                {refusal.column ?? "–"}
              </td>
              <td className="px-3 py-2">{t(`catalogue.import.problems.${refusal.problem}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ImportPage({ loaderData: { language }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const checked = actionData?.step === "checked" ? actionData : undefined;
  const refusals = checked?.refusals ?? (actionData?.step === "refused" ? actionData.refusals : []);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/${language}/catalogue`} className="text-brand-700 underline">
          {t("catalogue.product.back")}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t("catalogue.import.title")}</h1>
      <div className="space-y-4">
        <section className="rounded-card bg-white p-5 shadow-card">
          <p className="mb-4 max-w-prose text-sm text-ink-700">{t("catalogue.import.intro")}</p>
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="check" />
            <div className="min-w-64 grow">
              <Field
                label={t("catalogue.import.file")}
                error={actionData?.step === "upload" ? t(`catalogue.import.errors.${actionData.error}`) : undefined}
              >
                {(control) => (
                  <input {...control} type="file" name="file" accept=".csv,text/csv" required className={INPUT_CLASS} />
                )}
              </Field>
            </div>
            <Button type="submit">{t("catalogue.import.check")}</Button>
          </Form>
        </section>

        <div aria-live="polite" className="space-y-4">
          {actionData?.step === "applied" && (
            <FormAlert tone="success">
              {t("catalogue.import.applied", { changed: actionData.changedProducts })}
            </FormAlert>
          )}
          {refusals.length > 0 && (
            <section className="space-y-3 rounded-card bg-white p-5 shadow-card">
              <FormAlert tone="error">{t("catalogue.import.refused", { count: refusals.length })}</FormAlert>
              <RefusalTable refusals={refusals} />
            </section>
          )}
          {checked && checked.refusals.length === 0 && (
            <section className="space-y-3 rounded-card bg-white p-5 shadow-card">
              <FormAlert tone="success">
                {t("catalogue.import.ready", { rows: checked.rows, changed: checked.changedProducts })}
              </FormAlert>
              <Form method="post">
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="csv" value={checked.csv} />
                <Button type="submit">{t("catalogue.import.apply")}</Button>
              </Form>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
