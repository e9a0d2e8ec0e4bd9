/**
 * One language's messages per page in the browser (decision 0072). `@dukkan/i18n` keeps each feature's English and
 * Arabic side by side in one object, so no bundler can split them by language; this plugin builds the merged
 * catalogue of each language at build time and emits it as its own script, `/assets/messages-<lang>-<hash>.js`
 * (`export default` the message tree). The name hashes the content, so the server build computes the same URLs as
 * the client build without sharing state: `virtual:message-catalogue-urls` gives both the URL of each language's
 * file, which the document preloads and the browser imports before it hydrates. The server keeps every language.
 */
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { runnerImport, type Plugin } from "vite";

const URLS_MODULE = "virtual:message-catalogue-urls";
const RESOLVED_URLS_MODULE = `\0${URLS_MODULE}`;

interface CatalogueFile {
  fileName: string;
  source: string;
}

export function messageCatalogues(): Plugin {
  let root = process.cwd();
  let base = "/";
  let catalogues: Promise<Map<string, CatalogueFile>> | undefined;
  let dependencies: string[] = [];

  async function buildCatalogues(): Promise<Map<string, CatalogueFile>> {
    // The catalogues are TypeScript in a workspace package: Vite's module runner loads them like the app does.
    const loaded = await runnerImport<typeof import("@dukkan/i18n")>("@dukkan/i18n", { configFile: false, root });
    dependencies = loaded.dependencies.map((file) => resolve(root, file));
    const { messages, SUPPORTED_LANGUAGES } = loaded.module;
    return new Map(
      SUPPORTED_LANGUAGES.map((language) => {
        // JSON.parse of a string is faster to start than the same object as a literal (V8 guidance for big data).
        const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages[language]))});\n`;
        const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
        return [language, { fileName: `assets/messages-${language}-${hash}.js`, source }];
      }),
    );
  }
  const load = () => (catalogues ??= buildCatalogues());

  return {
    name: "dukkan:message-catalogues",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    resolveId(id) {
      return id === URLS_MODULE ? RESOLVED_URLS_MODULE : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_URLS_MODULE) return undefined;
      const urls = Object.fromEntries([...(await load())].map(([language, file]) => [language, base + file.fileName]));
      return `export default ${JSON.stringify(urls)};\n`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const file of (await load()).values()) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
    // `react-router dev`: serve the files, and rebuild them (and the URLs, so pages reload) when a message changes.
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (!catalogues || !dependencies.includes(resolve(file))) return;
        catalogues = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_URLS_MODULE);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0];
        if (!path?.startsWith(`${base}assets/messages-`)) return next();
        load().then((files) => {
          const file = [...files.values()].find((candidate) => base + candidate.fileName === path);
          if (!file) return next();
          response.setHeader("Content-Type", "text/javascript; charset=utf-8");
          response.end(file.source);
        }, next);
      });
    },
  };
}
