/**
 * The demo shop's staff accounts (README "Staff API"): one per role, all with one published password. The
 * password is public, so a production API refuses to sign in any account still using it (decision 0036).
 */
import type { StaffRole } from "./staff.tables.js";

export const DEMO_STAFF_PASSWORD = "Dukkan-Staff-2026!";

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: "owner@dukkan.test", name: "Demo Owner", role: "owner" },
  { email: "fulfilment@dukkan.test", name: "Demo Fulfilment", role: "fulfilment" },
  { email: "support@dukkan.test", name: "Demo Support", role: "support" },
  { email: "merchandiser@dukkan.test", name: "Demo Merchandiser", role: "merchandiser" },
];
