/** The shop's static content pages (spec §2.1); each is a CMS ContentPage found by its label `/{path}`. */
export const STATIC_CONTENT_PAGES = [
  "aboutus",
  "sitemap",
  "contactUs",
  "faqs",
  "shipping",
  "refundReturn",
  "privacy",
  "termsAndConditions",
] as const;

/** The not-found content page's path; missing content pages send the shopper here. */
export const NOT_FOUND_PATH = "404-error";
