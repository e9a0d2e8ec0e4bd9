/**
 * A new content page's address rule, without zod: the back office's pages (browser code) import it from
 * `@dukkan/staff-api/cms-constants`; the API's shape (cms.ts) is built from it.
 */

/** The address (`/{slug}` after the language) and id of a page staff create: lower-case words joined by hyphens. */
export const CMS_PAGE_SLUG = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, maxLength: 80 } as const;
