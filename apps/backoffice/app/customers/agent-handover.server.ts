/**
 * Starts an assisted-service session at the staff API and answers its storefront hand-over link: for a customer
 * (`POST /customers/{id}/agent-sessions`, decision 0076) or for a guest (`POST /agent-sessions`, decision 0087).
 */
import { StaffApiError } from "../api/staff-api.server";
import type { AgentHandover } from "../api/staff-api-types";
import type { SignedInStaff } from "../session/require-staff.server";

export async function startAgentSession(
  api: SignedInStaff["api"],
  customerId: string | null,
  language: "en" | "ar",
): Promise<{ handover: string } | { error: "customerDisabled" }> {
  const path = customerId === null ? "/agent-sessions" : `/customers/${encodeURIComponent(customerId)}/agent-sessions`;
  try {
    const { handoverUrl } = await api<AgentHandover>(path, { method: "POST", body: { language } });
    return { handover: handoverUrl };
  } catch (error) {
    if (customerId !== null && error instanceof StaffApiError && error.status === 400) {
      return { error: "customerDisabled" };
    }
    throw error;
  }
}
