import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messageCatalogues } from "./vite-message-catalogues";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // messageCatalogues: each language's messages as their own script, so a page loads one language (decision 0072).
    messageCatalogues(),
    // React Aria's own strings (a dialog's "Dismiss", a combo box's announcements) only in the shop's languages
    // (@dukkan/i18n's SUPPORTED_LANGUAGES; the config cannot load that TypeScript package) in the browser; any other
    // browser locale falls back to English, as the server renders (decision 0089).
    optimizeLocales.vite({ locales: ["en", "ar"] }),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
});
