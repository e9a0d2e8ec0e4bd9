import { defineConfig } from "tsup";

export default defineConfig({
  // The server, the migration command and the first-owner command. Dev-only parts the server loads with import() outside production
  // (the sandbox OIDC provider, the outbox routes) land in chunks of their own, off the startup path.
  entry: ["src/server.ts", "src/db/migrate-cli.ts", "src/staff/create-owner-cli.ts"],
  outDir: "dist",
  format: ["esm"],
  splitting: true,
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  // Workspace packages ship as TypeScript sources, so they are bundled; npm packages stay in node_modules.
  skipNodeModulesBundle: true,
  noExternal: [/^@dukkan\//],
});
