/** Each language's catalogue script, emitted by ../../vite-message-catalogues.ts. */
declare module "virtual:message-catalogue-urls" {
  const urls: Record<import("@dukkan/i18n").Language, string>;
  export default urls;
}
