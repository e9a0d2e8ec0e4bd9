import { resolveLanguage } from "@dukkan/i18n";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/i18n";

// React Router's default entry, after the page's message catalogue (preloaded by the document) has loaded: the
// browser holds one language's messages, not both (decision 0072).
await loadMessages(resolveLanguage(document.documentElement.lang));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
