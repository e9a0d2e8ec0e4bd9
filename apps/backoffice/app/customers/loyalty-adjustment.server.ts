/**
 * The customer page's loyalty adjustment (support and the owner): points to add or remove and the reason, sent to
 * the staff API, which keeps it in the customer's ledger and the audit log. The API judges the rules (a whole number
 * other than 0, no balance below zero, a reason); refusals come back on their fields with what was typed.
 */
import type { Language } from "@dukkan/i18n";
import { formatFils } from "@dukkan/money";
import { StaffApiError } from "../api/staff-api.server";
import type { SignedInStaff } from "../session/require-staff.server";

export type LoyaltyAnswer =
  | { loyalty: "done"; points: number; value: string }
  | { loyalty: "refused"; fields: { points?: true; reason?: true }; values: { points: string; reason: string } }
  | { loyalty: "error"; error: string; values: { points: string; reason: string } };

export async function loyaltyAdjustmentOf(
  api: SignedInStaff["api"],
  customerId: string,
  form: FormData,
  language: Language,
): Promise<LoyaltyAnswer> {
  const values = { points: String(form.get("points") ?? "").trim(), reason: String(form.get("reason") ?? "") };
  // A number as typed when it is not a whole number, so the API refuses it on its field.
  const points = /^[-+]?\d{1,9}$/.test(values.points) ? Number(values.points) : values.points;
  try {
    const balance = await api<{ points: number; value: number }>(
      `/customers/${encodeURIComponent(customerId)}/loyalty/adjustments`,
      { method: "POST", body: { points, reason: values.reason } },
    );
    return { loyalty: "done", points: balance.points, value: formatFils(Math.round(balance.value * 100), language) };
  } catch (error) {
    if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
      const fields: { points?: true; reason?: true } = {};
      for (const refusal of error.errors) {
        if (refusal.subject === "points" || refusal.subject === "reason") fields[refusal.subject] = true;
      }
      return Object.keys(fields).length > 0
        ? { loyalty: "refused", fields, values }
        : { loyalty: "error", error: error.message, values };
    }
    throw error;
  }
}
