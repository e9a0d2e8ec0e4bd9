#!/usr/bin/env node
/**
 * Fails when package-lock.json lacks a platform package that a locked package lists as optional (e.g. the
 * macOS or Windows build of @tailwindcss/oxide). npm drops those when it rewrites the lockfile with a
 * node_modules in place (https://github.com/npm/cli/issues/4828), and `npm ci` on another platform then
 * refuses the lockfile or installs a tree that cannot load its native binary.
 * Fix: delete the parent's entries from the lockfile (`node_modules/<parent>` and its platform packages),
 * then `npm install --package-lock-only` resolves them again with every platform.
 */
import { readFileSync } from "node:fs";

const { packages } = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));

/** Node's lookup: the dependency in the package's own node_modules, then in each enclosing one. */
function isLocked(packagePath, dependency) {
  for (let base = packagePath; ;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dependency}`]) return true;
    if (base === "") return false;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

const missing = Object.entries(packages).flatMap(([packagePath, entry]) =>
  Object.keys(entry.optionalDependencies ?? {})
    .filter((dependency) => !isLocked(packagePath, dependency))
    .map((dependency) => `${packagePath || "(root)"} -> ${dependency}`),
);
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional platform package(s):\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
