import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A request the page cancelled itself (a live ticket's re-read overtaken by the next) is not an error. React Router
// 7.18 leaves the rejection of a page-data stream cut off that way unhandled (as in the storefront's entry); this
// keeps it out of the console while every other unhandled rejection is still reported.
addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

// React Router's default entry.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
