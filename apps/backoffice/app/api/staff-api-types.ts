import type { Order } from "@dukkan/occ/order";

/**
 * The staff API's shapes this app reads (apps/api /admin/v1, decision 0036). They follow the contract of
 * `@dukkan/staff-api` (packages/staff-api); once that package is merged these become re-exports of its types.
 */
export type StaffRole = "owner" | "fulfilment" | "support" | "merchandiser";

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** "NONE" while the member has not enrolled a second factor yet. */
  secondFactor?: string;
};

export type StaffToken = { access_token: string; token_type: "bearer"; expires_in: number; staff: StaffMember };
export type SecondFactorChallenge = { second_factor: "totp"; challenge: string; expires_in: number };

export type Pagination = { currentPage: number; pageSize: number; totalPages: number; totalResults: number };

export type StaffMemberDetails = StaffMember & { active: boolean; passwordSet: boolean; createdAt: string };

export type AuditEntry = {
  id: number;
  at: string;
  staff: { id: string | null; email: string; role: string };
  action: string;
  target: { type: string; id: string };
  details: Record<string, unknown>;
};
export type AuditLogPage = { entries: AuditEntry[]; pagination: Pagination };

export type Dashboard = {
  today: { orders: number; salesFils: number; salesExVatFils: number };
  salesByDay: { date: string; orders: number; salesFils: number }[];
  waiting: Record<string, number>;
  lowStock: { code: string; name: string; stockLevel: number }[];
};

export type StaffOrderRow = {
  code: string;
  status: string;
  placed: string | null;
  customerEmail: string | null;
  customerName?: string | null;
  area?: string | null;
  emirate?: string | null;
  totalPriceFils: number;
  paymentMode: string;
  consignments: { code: string; status: string; version: number }[];
};
export type StaffOrderList = { orders: StaffOrderRow[]; pagination: Pagination };

export type StaffOrderEvent = {
  at: string;
  kind: string;
  consignmentCode?: string;
  fromStatus: string | null;
  toStatus: string | null;
  actorType: string;
  actorId: string | null;
  reason: string | null;
};
export type StaffOrderDetail = { order: Order; events: StaffOrderEvent[] };
