import type { MessageTree } from "./index";

/** One feature's messages in both languages. */
export interface FeatureMessages {
  en: MessageTree;
  ar: MessageTree;
}

/**
 * Deep-merges message trees. Two trees defining the same message is a mistake (one of them would
 * silently win), so it throws and the message tests fail.
 */
export function mergeMessageTrees(trees: MessageTree[], path = ""): MessageTree {
  const merged: MessageTree = {};
  for (const tree of trees) {
    for (const [name, value] of Object.entries(tree)) {
      const existing = merged[name];
      if (existing === undefined) {
        merged[name] = typeof value === "string" ? value : mergeMessageTrees([value], `${path}${name}.`);
      } else if (typeof existing === "object" && typeof value === "object") {
        merged[name] = mergeMessageTrees([existing, value], `${path}${name}.`);
      } else {
        throw new Error(`The message ${path}${name} is defined twice`);
      }
    }
  }
  return merged;
}
