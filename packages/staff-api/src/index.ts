/**
 * The staff API's contract (/admin/v1, decisions 0036 and 0044): the zod shapes the API validates and documents its
 * requests and responses with, and the back office reads. Types: `z.infer` of each shape; a request whose parsing
 * fills defaults or transforms has its input type exported too.
 */
export * from "./audit";
export * from "./customers";
export * from "./dashboard";
export * from "./delivery";
export * from "./language";
export * from "./members";
export * from "./orders";
export * from "./payments";
export * from "./returns";
export * from "./products";
export * from "./brands";
export * from "./tickets";
export * from "./loyalty";
export * from "./stores";
export * from "./promotions";
export * from "./cms";
export * from "./assisted-service";
