export * from "./languages";
export { messages, type MessageTree } from "./messages";
export { PAYMENT_MODE_NAMES } from "./payment-mode-names";
