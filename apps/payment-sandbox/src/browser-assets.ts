/**
 * The scripts and styles the sandbox serves to browsers (src/browser, copied beside the bundle by the build).
 * Read once: they do not change while the process runs.
 */
import { readFileSync } from "node:fs";

const folder = new URL("./browser/", import.meta.url);
const cache = new Map<string, string>();

export type BrowserAsset = "session.js" | "hosted-field.js" | "hosted-field.css" | "auto-submit.js";

export function browserAsset(name: BrowserAsset): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(name, folder), "utf8");
    cache.set(name, text);
  }
  return text;
}
