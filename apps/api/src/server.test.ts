/**
 * What a production server loads when it starts: the server bundled as the build bundles it (tsup: esbuild,
 * ESM, code splitting, npm packages left external), then the chunks its entry imports statically, which Node
 * loads before the first line runs. The dev-only sandboxes (the OIDC provider, the outbox) are imported with
 * import() outside production only, and the demo shop is never imported: none of them may be on that path.
 */
import { resolve } from "node:path";
import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

const apiRoot = resolve(import.meta.dirname, "..");
let metafile: Metafile;

beforeAll(async () => {
  const result = await build({
    entryPoints: [resolve(apiRoot, "src/server.ts")],
    absWorkingDir: apiRoot,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outdir: "bundle",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  metafile = result.metafile;
});

/** The source files and external packages of the entry chunk and every chunk it imports statically. */
function startupPath(): { sources: string[]; packages: string[] } {
  const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint === "src/server.ts");
  const chunks = new Set<string>(entry ? [entry] : []);
  const packages = new Set<string>();
  for (const chunk of chunks) {
    for (const imported of metafile.outputs[chunk]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(imported.path);
      else chunks.add(imported.path);
    }
  }
  const sources = [...chunks].flatMap((chunk) => Object.keys(metafile.outputs[chunk]?.inputs ?? {}));
  return { sources, packages: [...packages] };
}

/** Everything the bundle holds, whichever chunk: the sources and the packages imported in any way. */
function wholeBundle(): { sources: string[]; packages: string[] } {
  const outputs = Object.values(metafile.outputs);
  return {
    sources: outputs.flatMap((output) => Object.keys(output.inputs)),
    packages: outputs.flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)),
  };
}

describe("the production server's startup path", () => {
  it("neither bundles nor imports the sandbox OIDC provider or the outbox routes", () => {
    const { sources, packages } = startupPath();
    expect(sources).toContain("src/app.ts");
    expect(sources).not.toContain("src/social/sandbox-idp.ts");
    expect(sources).not.toContain("src/notifications/outbox-routes.ts");
    expect(packages).toContain("fastify");
    expect(packages).not.toContain("oidc-provider");
  });

  it("keeps the sandboxes in chunks of their own, for the dev server's import()", () => {
    const { sources, packages } = wholeBundle();
    expect(sources).toContain("src/social/sandbox-idp.ts");
    expect(sources).toContain("src/notifications/outbox-routes.ts");
    expect(packages).toContain("oidc-provider");
  });

  it("holds no part of the demo shop", () => {
    const { sources, packages } = wholeBundle();
    expect(sources.filter((source) => source.includes("demo-shop") || source.includes("/seed/"))).toEqual([]);
    expect(packages).not.toContain("@dukkan/demo-shop");
    expect(packages).not.toContain("h264-mp4-encoder");
  });
});
