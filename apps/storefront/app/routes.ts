import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PATH, STATIC_CONTENT_PAGES } from "./content-pages/static-pages";

export default [
  // `/` answers 302 to the English home page.
  index("i18n/default-language-redirect.ts"),
  // Stored images, relayed from the API so they share the shop's origin.
  route("medias/*", "media/medias-route.ts"),
  route("logout", "session/logout-route.ts"),
  // Search engines: the sitemap (an index with files under /sitemaps/ for a large catalogue) and robots.txt.
  route("sitemap.xml", "sitemap/sitemap-route.ts"),
  route("sitemaps/:file", "sitemap/sitemap-file-route.ts"),
  route("robots.txt", "sitemap/robots-route.ts"),
  // bench/pages.mjs's baseline: a static page through the same server (a 404 unless the bench started the server).
  route("bench/bare", "bench-baseline/bare-page-route.tsx"),
  route(":lang", "layout/language-layout.tsx", [
    index("home/home-route.tsx"),
    route(NOT_FOUND_PATH, "content-pages/not-found-route.tsx"),
    ...STATIC_CONTENT_PAGES.map((path) =>
      route(path, "content-pages/content-page-route.tsx", { id: `content-page-${path}` }),
    ),
    route("product/:productCodeAndName", "product/product-route.tsx"),
    route("p/:productCode", "product/product-fallback-route.ts"),
    // Campaign listings (deals and offers, flash sale); the second reading of the path redirects here.
    route("deals-Offers-flash-Sale", "campaign/campaign-route.tsx"),
    route("product/deals-Offers-flash-Sale", "campaign/campaign-redirect-route.ts"),
    // The header search box: results as JSON, and the search form's target before JavaScript runs.
    route("search-box", "search-box/search-box-route.ts"),
    // The menu tree the flyouts and the phone drawer load when they first open (decision 0093).
    route("navigation-menu", "layout/navigation-menu-route.ts"),
    route("search-box/launch", "search-box/search-launch-route.ts"),
    // The site search action's target as spec §2.1 declares it: on to the search page for the words (decision 0070).
    route("search_term_string", "search-box/search-action-route.ts"),
    // Listings (spec §2.6): search results, categories (one segment per level) and brands.
    route("search/:term?", "listing/search-route.tsx"),
    route("category/*", "listing/category-route.tsx"),
    route("Brands/:brandName/c/:brandCode", "listing/brand-route.tsx"),
    route("login", "account/login-route.tsx"),
    route("login/forgot-password", "account/forgot-password-route.tsx"),
    route("login/pw/change", "account/reset-password-route.tsx"),
    route("login/verify-token", "account/verify-token-route.tsx"),
    // Social sign-in: the start (to the provider) and the provider's redirect back (account spec §7).
    route("login/:provider", "social/social-start-route.ts"),
    // Live chat (decision 0067): the page, the panel's JSON, the conversation's live stream and its files.
    route("chat", "chat/chat-route.tsx"),
    route("chat/messages", "chat/chat-messages-route.ts"),
    route("chat/stream", "chat/chat-stream-route.ts"),
    route("chat/events/:eventCode/attachments/:attachmentId", "chat/chat-file-route.ts"),
    route("login/:provider/auth/redirection", "social/social-callback-route.tsx"),
    route("register", "account/register-route.tsx"),
    // Assisted service (decision 0076): the back office's hand-over link, and the agent bar's end of the session.
    route("assisted-service/start", "assisted-service/agent-start-route.tsx"),
    route("assisted-service/end", "assisted-service/agent-end-route.ts"),
    // The e-mail change's link, opened from the new address's mailbox in any browser (signed in or not).
    route("confirm-email", "account/confirm-email-route.ts"),
    // Sign-out: GET shows the confirmation page, its form posts the sign-out.
    route("logout", "session/logout-page-route.tsx"),
    route("my-account", "account/my-account/my-account-layout.tsx", [
      // The dashboard, the order history and an order's details with its tracking (account spec §2.13–2.16).
      index("orders/dashboard-route.tsx"),
      route("orders", "orders/order-history-route.tsx"),
      route("order/:code", "orders/order-details-route.tsx"),
      route("update-profile", "account/my-account/update-profile-route.tsx"),
      // Account settings (account spec §2.5, §2.8, §2.10, §2.11): password, e-mail, saved cards, consents, coupons
      // and the couponClaim link (login guard, then the code guard).
      route("update-password", "account/my-account/update-password-route.tsx"),
      route("update-email", "account/my-account/update-email-route.tsx"),
      route("payment-details", "payment-methods/payment-methods-route.tsx"),
      route("consents", "consents/consents-route.tsx"),
      route("coupons", "coupons/coupons-route.tsx"),
      route("coupon/claim/:couponCode", "coupons/coupon-claim-route.ts"),
      route("wishlist", "wishlist/wishlist-route.tsx"),
      route("notification-preference", "stock-notifications/notification-preferences-route.tsx"),
      route("address-book", "address-book/address-book-route.tsx"),
      route("quick-order", "quick-order/quick-order-route.tsx"),
      route("saved-carts", "saved-carts/saved-carts-route.tsx"),
      route("saved-cart/:cartCode", "saved-carts/saved-cart-route.tsx"),
      // Order amendments (account spec §2.17, §2.20, §2.21): cancel and its confirmation; the invoices, reorder and
      // attachments dialogs' routes (pages of their own before scripts run); the invoice and attachment files.
      route("order/cancel/:code", "orders/amend/cancel-order-route.tsx"),
      route("order/cancel/confirmation/:code", "orders/amend/cancel-confirmation-route.tsx"),
      route("order/:code/invoices", "orders/amend/invoices-route.tsx"),
      route("order/:code/invoices/tax", "orders/amend/tax-invoice-route.ts"),
      route("order/:code/invoices/:invoiceId/download", "orders/amend/invoice-download-route.ts"),
      route("order/:code/reorder", "orders/amend/reorder-route.tsx"),
      route("order/:code/attachments", "orders/amend/attachments-route.tsx"),
      route("order/:code/attachments/:attachmentId", "orders/amend/attachment-download-route.ts"),
      // Returns (account spec §2.18, §2.19): the return screen and its confirmation, the requests and one request.
      route("order/return/:code", "returns/return-order-route.tsx"),
      route("order/return/confirmation/:code", "returns/return-confirmation-route.tsx"),
      route("returns", "returns/return-list-route.tsx"),
      route("returns/:rma", "returns/return-detail-route.tsx"),
      // Support tickets ('requests', account spec §2.23): the list, a new request, one request and its files.
      route("support-tickets", "tickets/ticket-list-route.tsx"),
      route("support-tickets/new", "tickets/new-ticket-route.tsx"),
      route("support-ticket/:ticketCode", "tickets/ticket-detail-route.tsx"),
      route(
        "support-ticket/:ticketCode/events/:eventCode/attachments/:attachmentId",
        "tickets/ticket-attachment-route.ts",
      ),
      route("support-ticket/:ticketCode/stream", "tickets/ticket-stream-route.ts"),
      // Loyalty (account spec §2.12): the member QR code and the points history.
      route("loyalty-qr-code", "loyalty/loyalty-qr-route.tsx"),
      route("loyalty-history", "loyalty/loyalty-history-route.tsx"),
      // Scheduled replenishment orders (account spec §2.22): the list, one schedule with its orders, the cancel dialog.
      route("my-replenishments", "replenishment/replenishment-list-route.tsx"),
      route("my-replenishment/:replenishmentOrderCode", "replenishment/replenishment-detail-route.tsx"),
      route("my-replenishment/:replenishmentOrderCode/cancel", "replenishment/cancel-replenishment-route.tsx"),
      route("returns/:rma/attachments/:attachmentId", "returns/return-file-route.ts"),
      // Any other My Account path: the login guard, a logout, or not found.
      route("*", "account/my-account/my-account-unknown-route.ts"),
    ]),
    // The text-field configurator (a product, or an entry of the cart) and its overview.
    route("configure/textfield/:ownerType/entityKey/:entityKey", "configurator/configurator-route.tsx"),
    route(
      "configure-overview/textfield/:ownerType/entityKey/:entityKey/displayOnly?/:displayOnly?",
      "configurator/configurator-overview-route.tsx",
    ),
    // Comparison (codes joined by commas; none: the empty state) and the wishlist toggles' action.
    route("comparison/:products?", "comparison/comparison-route.tsx"),
    route("wishlist/toggle", "wishlist/wishlist-toggle-route.ts"),
    // The cart page (spec §2.13): its changes, coupons and 'Proceed to checkout' post to its action.
    route("cart", "cart/page/cart-route.tsx"),
    // Every add-to-cart button and the added-to-cart dialog's quantity control.
    route("cart/add", "cart/add-to-cart-route.ts"),
    // 'Notify me' / 'Stop notify' on out-of-stock products.
    route("stock-notification", "stock-notifications/stock-notification-route.ts"),
    // Newsletter boxes (header, footer, cart) post here; before scripts run it also shows the outcome.
    route("newsletter", "newsletter/newsletter-route.tsx"),
    // The analytics consent banner's answer (POST) and the cookie settings page (decision 0069).
    route("analytics-consent", "analytics/analytics-consent-route.tsx"),
    // The delivery-area dialog's data (GET) and the shopper's area choice (POST).
    route("delivery-area", "area/delivery-area-route.ts"),
    // The installable shop (decision 0062): the web app manifest and the page the service worker shows offline.
    route("manifest.webmanifest", "installable/manifest-route.ts"),
    route("offline", "installable/offline-route.tsx"),
    // Developers only: the API's sandbox e-mails and SMS (a 404 in production).
    route("dev/outbox", "dev/outbox-route.tsx"),
    route("dev/outbox/attachments/:attachmentId", "dev/outbox-attachment-route.ts"),
    // The native app bridge (decision 0062): the app's push token messages, and the page playing the app (dev only).
    route("app-bridge", "native-app/app-bridge-route.ts"),
    // Web push: the browser's subscription, connected to the signed-in customer (decision 0062).
    route("web-push", "web-push/web-push-route.ts"),
    route("dev/app-bridge", "native-app/app-bridge-harness-route.tsx"),
    // Checkout (checkout spec §2.1, reading B): the orchestrator, guest e-mail, the steps and the review screen.
    route("checkout", "checkout/checkout-route.ts"),
    route("checkout-login", "checkout/checkout-login-route.tsx"),
    route("checkout/delivery-mode", "checkout/delivery-mode-route.tsx"),
    route("checkout/review-order", "checkout/review-order-route.tsx"),
    route("checkout/delivery-and-review-order", "checkout/delivery-and-review-order-route.ts"),
    // Delivery address or pick-up (spec §2.6–2.8), and the address map's geocoding (JSON, via the API).
    route("checkout/delivery-address", "checkout/address/delivery-address-route.tsx"),
    route("checkout/geocoding", "checkout/address/geocoding-route.ts"),
    // Payment details (spec §2.9–2.13): cash posts to its action, the card flow's steps to …/card (JSON), and the
    // issuer's challenge returns the shopper to …/validation (spec §2.15).
    route("checkout/payment-details", "checkout/payment/payment-details-route.tsx"),
    route("checkout/payment-details/card", "checkout/payment/card-flow-route.ts"),
    route("checkout/payment-details/validation", "checkout/payment/validation-route.tsx"),
    // A signed-in customer's checkout cart scheduled as a replenishment order instead (account spec §2.22).
    route("checkout/replenishment", "replenishment/schedule-replenishment-route.tsx"),
    // A payment link an assisted-service agent sent the customer (decision 0085): sign in, then the payment step.
    route("checkout/payment-link", "checkout/payment-link-route.ts"),
    route("checkout/*", "checkout/unknown-step-route.ts"),
    // A guest's order, from the link in the order confirmation e-mail (by the order's guid).
    route("guest/order/:guid", "orders/guest-order-route.tsx"),
    // The placed order's confirmation (spec §2.16) with the guest's create-account form; leaving forgets the order.
    route("order-confirmation", "order-confirmation/order-confirmation-route.tsx"),
    route("order-confirmation/leave", "order-confirmation/leave-route.ts"),
    route("replenishment-confirmation/:replenishmentOrderCode", "replenishment/replenishment-confirmation-route.tsx"),
    // The store finder (spec §2.16): the stores on a map and in a list (search and position in the URL), one store.
    route("store-finder", "store-finder/store-finder-route.tsx"),
    route("store-finder/:storeId", "store-finder/store-detail-route.tsx"),
    // The content preview (spec §2.1 'preview'): a page through a signed staff link, never indexed or cached (0070).
    route("cx-preview", "content-pages/content-preview-route.tsx"),
    // Any other path: a CMS content page with that label, a logout, or the not-found page.
    route("*", "content-pages/content-page-route.tsx", { id: "content-page-by-label" }),
  ]),
] satisfies RouteConfig;
