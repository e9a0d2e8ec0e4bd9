import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_PATH, STATIC_CONTENT_PAGES } from "./content-pages/static-pages";

export default [
  // `/` answers 302 to the English home page.
  index("i18n/default-language-redirect.ts"),
  // Stored images, relayed from the API so they share the shop's origin.
  route("medias/*", "media/medias-route.ts"),
  route("logout", "session/logout-route.ts"),
  route(":lang", "layout/language-layout.tsx", [
    index("home/home-route.tsx"),
    route(NOT_FOUND_PATH, "content-pages/not-found-route.tsx"),
    ...STATIC_CONTENT_PAGES.map((path) =>
      route(path, "content-pages/content-page-route.tsx", { id: `content-page-${path}` }),
    ),
    route("product/:productCodeAndName", "product/product-route.tsx"),
    route("p/:productCode", "product/product-fallback-route.ts"),
    route("login", "account/login-route.tsx"),
    route("login/forgot-password", "account/forgot-password-route.tsx"),
    route("login/pw/change", "account/reset-password-route.tsx"),
    // Developers only: the API's sandbox e-mails and SMS (a 404 in production).
    route("dev/outbox", "dev/outbox-route.tsx"),
    // Any other path: a CMS content page with that label, a logout, or the not-found page.
    route("*", "content-pages/content-page-route.tsx", { id: "content-page-by-label" }),
  ]),
] satisfies RouteConfig;
