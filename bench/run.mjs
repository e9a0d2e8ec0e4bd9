/**
 * `npm run bench`: every benchmark in bench/, one after another. A bench that fails (one over its budget, say)
 * does not stop the others; the run names it at the end and exits with 1.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const skip = new Set(["run.mjs", "harness.mjs"]);
const failed = [];
for (const file of readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".mjs") && !skip.has(f))
  .sort()) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync(process.execPath, [`bench/${file}`], { stdio: "inherit" });
  if (result.status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nFailed or over budget: ${failed.map((file) => `bench/${file}`).join(", ")}`);
  process.exit(1);
}
