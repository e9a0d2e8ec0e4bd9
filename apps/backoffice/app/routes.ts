import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // `/` answers 302 to the English home page.
  index("i18n/default-language-redirect.ts"),
  // Invitation e-mails link to /set-password?token=… (BACKOFFICE_URL): sent on to the English page.
  route("set-password", "set-password/set-password-redirect.ts"),
  // Product pictures, relayed from the API's public media route.
  route("medias/*", "media/medias-route.ts"),
  route(":lang", "layout/language-layout.tsx", [
    route("sign-in", "sign-in/sign-in-route.tsx"),
    route("sign-out", "sign-in/sign-out-route.ts"),
    route("set-password", "set-password/set-password-route.tsx"),
    route("second-factor", "sign-in/second-factor-route.tsx"),
    // Files relayed from the API with the staff token (resource routes).
    route("orders/:code/packing-slip.pdf", "orders/files/packing-slip-route.ts"),
    route("orders/:code/invoices/:invoiceNumber.pdf", "orders/files/invoice-route.ts"),
    route("pick-list.pdf", "orders/files/pick-list-route.ts"),
    route("catalogue/products.csv", "catalogue/products-csv-route.ts"),
    route("tickets/:ticketId/events/:eventCode/attachments/:attachmentId", "tickets/ticket-file-route.ts"),
    route("tickets/:ticketId/stream", "tickets/ticket-stream-route.ts"),
    route("returns/:rma/files/:attachmentId", "returns/return-file-route.ts"),
    route("content/pages/:pageId/preview", "content/page-preview-route.ts"),
    layout("layout/staff-layout.tsx", [
      index("home/home-route.tsx"),
      route("orders", "orders/orders-route.tsx"),
      route("orders/:code", "orders/order-route.tsx"),
      route("returns", "returns/returns-route.tsx"),
      route("returns/:rma", "returns/return-route.tsx"),
      route("customers", "customers/customers-route.tsx"),
      route("customers/:customerId", "customers/customer-route.tsx"),
      route("tickets", "tickets/tickets-route.tsx"),
      route("tickets/:ticketId", "tickets/ticket-route.tsx"),
      route("staff", "staff/staff-route.tsx"),
      route("audit", "audit/audit-route.tsx"),
      route("catalogue", "catalogue/products-route.tsx"),
      route("catalogue/import", "catalogue/import-route.tsx"),
      route("catalogue/products/:code", "catalogue/product-route.tsx"),
      // Brands: the list (with its reorder), a new brand, one brand's form with its logo and delete (decision 0079).
      route("brands", "brands/brands-route.tsx"),
      route("brands/new", "brands/brand-route.tsx", { id: "brands/new-brand" }),
      route("brands/:code", "brands/brand-route.tsx"),
      // The shop's stores (store finder and pick-up points): the list, a new store, one store's edit form.
      route("stores", "stores/stores-route.tsx"),
      route("stores/new", "stores/store-route.tsx", { id: "stores/new-store" }),
      route("stores/:name", "stores/store-route.tsx"),
      route("delivery", "delivery/delivery-route.tsx"),
      // Promotions and vouchers: the lists, a new one, one's edit form (decision 0071).
      route("promotions", "promotions/promotions-route.tsx"),
      route("promotions/new", "promotions/promotion-route.tsx", { id: "promotions/new-promotion" }),
      route("promotions/:code", "promotions/promotion-route.tsx"),
      route("vouchers", "promotions/vouchers-route.tsx"),
      route("vouchers/new", "promotions/voucher-route.tsx", { id: "promotions/new-voucher" }),
      route("vouchers/:code", "promotions/voucher-route.tsx"),
      // Content: the pages, one page's texts, the home page's banners and carousels, one banner, the campaigns.
      route("content", "content/content-pages-route.tsx"),
      route("content/pages/new", "content/content-page-new-route.tsx"),
      route("content/pages/:pageId", "content/content-page-route.tsx"),
      route("content/home", "content/home-content-route.tsx"),
      route("content/banners/new", "content/banner-new-route.tsx"),
      route("content/banners/:uid", "content/banner-route.tsx"),
      route("content/campaigns", "content/campaigns-route.tsx"),
      // The layout: the header's icons and the product page's slots; one component's texts (decision 0074).
      route("content/layout", "content/layout-route.tsx"),
      route("content/layout/components/:uid", "content/layout-texts-route.tsx"),
      route("*", "layout/not-found-route.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
