/** `npm run bench`: every benchmark in bench/, one after another. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const skip = new Set(["run.mjs", "harness.mjs"]);
for (const file of readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".mjs") && !skip.has(f))
  .sort()) {
  console.log(`\n=== bench/${file}`);
  const result = spawnSync(process.execPath, [`bench/${file}`], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
