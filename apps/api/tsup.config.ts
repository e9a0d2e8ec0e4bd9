import { existsSync } from "node:fs";
import { defineConfig } from "tsup";

/** Command-line entry points besides the server; the seed CLIs are built when present. */
const clis = ["src/db/migrate-cli.ts", "src/seed/seed-cli.ts", "src/seed/seed-large-cli.ts"].filter((entry) =>
  existsSync(entry),
);

export default defineConfig({
  entry: ["src/server.ts", ...clis],
  outDir: "dist",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  // Workspace packages ship as TypeScript sources, so they are bundled; npm packages stay in node_modules.
  skipNodeModulesBundle: true,
  noExternal: [/^@dukkan\//],
});
