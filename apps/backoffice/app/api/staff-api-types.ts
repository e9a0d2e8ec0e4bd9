/**
 * The staff API's shapes this app reads: the contract package `@dukkan/staff-api` (types only, so no schema code
 * reaches the browser bundle).
 */
export type {
  AuditLogEntry as AuditEntry,
  AuditLogPage,
  Dashboard,
  Pagination,
  RecoveryCodes,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  StaffInvoiceList,
  StaffMember,
  StaffMemberDetails,
  StaffMemberList,
  StaffOrder as StaffOrderDetail,
  StaffOrderEvent,
  StaffOrderList,
  StaffOrderRow,
  StaffRole,
  StaffToken,
  StaffCategoryList,
  StaffImportReport,
  StaffImportRowError,
  StaffProduct,
  StaffProductList,
  StaffProductRow,
  StaffStockAnswer,
} from "@dukkan/staff-api";
