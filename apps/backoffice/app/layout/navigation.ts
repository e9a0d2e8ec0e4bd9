import type { StaffRole } from "../api/staff-api-types";

/** A screen of the navigation and the roles that may open it (owner: everything). */
export type NavigationItem = {
  key:
    | "home"
    | "orders"
    | "returns"
    | "customers"
    | "tickets"
    | "staff"
    | "audit"
    | "catalogue"
    | "brands"
    | "stores"
    | "delivery"
    | "promotions"
    | "vouchers"
    | "content";
  path: string;
  roles: StaffRole[];
};

/** Only the screens that exist. */
const ITEMS: NavigationItem[] = [
  { key: "home", path: "", roles: ["owner", "fulfilment", "support", "merchandiser"] },
  { key: "orders", path: "orders", roles: ["owner", "fulfilment"] },
  // Support decides and refunds, fulfilment receives the parcels (return-actions.ts says which step is whose).
  { key: "returns", path: "returns", roles: ["owner", "support", "fulfilment"] },
  { key: "customers", path: "customers", roles: ["owner", "support"] },
  { key: "tickets", path: "tickets", roles: ["owner", "support"] },
  { key: "staff", path: "staff", roles: ["owner"] },
  { key: "audit", path: "audit", roles: ["owner"] },
  // Fulfilment counts the warehouse: it sees the catalogue and sets stock, nothing else there.
  { key: "catalogue", path: "catalogue", roles: ["owner", "merchandiser", "fulfilment"] },
  // Brands are made and arranged by those who run the catalogue.
  { key: "brands", path: "brands", roles: ["owner", "merchandiser"] },
  { key: "stores", path: "stores", roles: ["owner", "merchandiser"] },
  // Delivery fees are the shop's prices to every customer: the owner's to set.
  { key: "delivery", path: "delivery", roles: ["owner"] },
  // The cart's promotion rules and the voucher codes that unlock them: the merchandiser's prices to set.
  { key: "promotions", path: "promotions", roles: ["owner", "merchandiser"] },
  { key: "vouchers", path: "vouchers", roles: ["owner", "merchandiser"] },
  // Content pages, the home page's banners and carousels, campaigns: what shoppers read, the merchandiser's to write.
  { key: "content", path: "content", roles: ["owner", "merchandiser"] },
];

/** Who changes the catalogue itself (texts, online status, prices, CSV), as the staff API allows. */
export function mayEditCatalogue(role: string): boolean {
  return role === "owner" || role === "merchandiser";
}

export function navigationFor(role: string): NavigationItem[] {
  return ITEMS.filter((item) => role === "owner" || item.roles.includes(role as StaffRole));
}

export function mayOpen(role: string, key: NavigationItem["key"]): boolean {
  return navigationFor(role).some((item) => item.key === key);
}
