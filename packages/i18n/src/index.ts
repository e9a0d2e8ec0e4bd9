export * from "./languages";
export { messages, type MessageTree } from "./messages";
