/** Who a staff request acts for, as the staff guard verified it (`request.staffContext.staff`). */
import type { SecondFactor, StaffRole } from "@dukkan/staff-api";

export interface StaffPrincipal {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** NONE until the member enrols an authenticator (their session may then only enrol it). */
  readonly secondFactor: SecondFactor;
}

/** The owner may do everything; any other role only what a route names. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === "owner" || allowed.includes(role);
}

/** The principal of a member row. */
export function staffPrincipalOf(member: {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnrolledAt: Date | null;
}): StaffPrincipal {
  const { id, email, name, role } = member;
  return { id, email, name, role, secondFactor: member.totpEnrolledAt ? "TOTP" : "NONE" };
}
