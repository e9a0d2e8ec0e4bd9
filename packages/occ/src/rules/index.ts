/**
 * The rules both apps check (the API on every request, the storefront's forms before sending), written once.
 * Plain functions and constants without zod, so the browser bundle can import them; the API's zod schemas
 * wrap them (`.regex(PHONE_PATTERN, …)`, `.refine(isValidPassword, …)`).
 */
export * from "./customer";
export * from "./email";
export * from "./password";
export * from "./phone";
export * from "./quantity";
export * from "./text";
export * from "./loyalty";
