import { resolveLanguage } from "@dukkan/i18n";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/i18n";

// A request the page cancelled itself (a navigation overtaken by the next click) is not an error. React Router 7.18
// leaves the rejection of a page-data stream cut off that way unhandled (its turbo-stream decoder's `done`); this
// keeps it out of the console and error reports while every other unhandled rejection is still reported.
addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

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
