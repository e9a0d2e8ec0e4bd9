/** Who a staff request acts for, as the staff guard sets it on `request.staff`. */
import type { StaffRole } from "./staff.tables.js";

export interface StaffPrincipal {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

/** The owner may do everything; any other role only what a route names. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === "owner" || allowed.includes(role);
}
