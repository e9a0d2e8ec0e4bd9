/**
 * The server side the promotion and voucher forms share: reading the one being edited (an unknown code is the
 * page's 404) and saving a posted form (create, then open the new one's page with `?created`; or update). The API's
 * refusals come back as field errors or its message, with what was typed, so nothing typed is lost.
 */
import type { Language } from "@dukkan/i18n";
import { redirect } from "react-router";
import { orNotFound, StaffApiError } from "../api/staff-api.server";
import type { SignedInStaff } from "../session/require-staff.server";
import { formErrorsOf, type RuleFormAnswer } from "./promotion-form";

export type RuleCollection = "promotions" | "vouchers";

const pathOf = (collection: RuleCollection, code: string) => `/${collection}/${encodeURIComponent(code)}`;

export async function readRule<T>(
  api: SignedInStaff["api"],
  collection: RuleCollection,
  code: string | undefined,
): Promise<T | undefined> {
  if (!code) return undefined;
  return orNotFound(api<T>(pathOf(collection, code)));
}

export async function saveRule(
  { api, language }: { api: SignedInStaff["api"]; language: Language },
  collection: RuleCollection,
  code: string | undefined,
  form: FormData,
  body: unknown,
): Promise<RuleFormAnswer> {
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  try {
    if (!code) {
      const created = await api<{ code: string }>(`/${collection}`, { method: "POST", body });
      throw redirect(`/${language}${pathOf(collection, created.code)}?created`);
    }
    await api(pathOf(collection, code), { method: "PUT", body });
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const fieldErrors = formErrorsOf(error.errors);
      return fieldErrors ? { fieldErrors, values } : { error: error.message, values };
    }
    throw error;
  }
  return { done: true };
}
