/**
 * The promotion and voucher lists' URLs (search, kind or promotion, state, sort, page) read into the staff API's
 * queries, so a filtered list is a link staff can share. Unknown values are dropped rather than sent on.
 */
import {
  PROMOTION_KINDS,
  PROMOTION_SORTS,
  PROMOTION_STATES,
  VOUCHER_SORTS,
} from "@dukkan/staff-api/promotion-constants";
import { pageOf } from "../lists/list-url";

export const PAGE_SIZE = 25;

type Kind = (typeof PROMOTION_KINDS)[number];
type State = (typeof PROMOTION_STATES)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export type PromotionListView = {
  q: string;
  kind: Kind | "";
  state: State | "";
  sort: (typeof PROMOTION_SORTS)[number];
  page: number;
};

export function promotionListView(search: URLSearchParams): PromotionListView {
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    kind: oneOf(PROMOTION_KINDS, search.get("kind")),
    state: oneOf(PROMOTION_STATES, search.get("state")),
    sort: oneOf(PROMOTION_SORTS, search.get("sort")) || "code-asc",
    page: pageOf(search),
  };
}

export type VoucherListView = {
  q: string;
  promotion: string;
  state: State | "";
  sort: (typeof VOUCHER_SORTS)[number];
  page: number;
};

const PROMOTION_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function voucherListView(search: URLSearchParams): VoucherListView {
  const promotion = (search.get("promotion") ?? "").trim();
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    promotion: PROMOTION_CODE.test(promotion) ? promotion : "",
    state: oneOf(PROMOTION_STATES, search.get("state")),
    sort: oneOf(VOUCHER_SORTS, search.get("sort")) || "code-asc",
    page: pageOf(search),
  };
}

export function activeFilterCount(view: PromotionListView | VoucherListView): number {
  const own = "kind" in view ? view.kind : view.promotion;
  return [own, view.state, view.sort !== "code-asc"].filter(Boolean).length;
}

export function apiQueryOf(view: PromotionListView | VoucherListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.q) query.set("q", view.q);
  if ("kind" in view && view.kind) query.set("kind", view.kind);
  if ("promotion" in view && view.promotion) query.set("promotion", view.promotion);
  if (view.state) query.set("state", view.state);
  query.set("sort", view.sort);
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(PAGE_SIZE));
  return query;
}
