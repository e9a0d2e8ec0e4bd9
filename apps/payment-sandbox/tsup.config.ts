import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/server.ts"],
  outDir: "dist",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  // The browser scripts (session.js, the hosted field, the ACS helpers) are served as they are, read beside the bundle.
  onSuccess: async () => {
    cpSync("src/browser", "dist/browser", { recursive: true });
  },
});
