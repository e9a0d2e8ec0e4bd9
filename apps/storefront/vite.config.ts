import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messageCatalogues } from "./vite-message-catalogues";

export default defineConfig({
  // messageCatalogues: each language's messages as their own script, so a page loads one language (decision 0072).
  plugins: [tailwindcss(), reactRouter(), messageCatalogues()],
  server: { port: Number(process.env.PORT ?? 3000) },
});
