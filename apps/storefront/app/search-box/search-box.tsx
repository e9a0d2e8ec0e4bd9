/**
 * The header search box (spec §2.17), an ARIA combobox: typing searches after a pause, Enter launches
 * the search page and remembers the word, the arrow keys move through the results panel (suggestions,
 * then products) and Escape closes it. Before JavaScript runs it is a plain GET form that opens the
 * search page.
 *
 * Hand-built rather than React Aria's ComboBox: the panel holds real links in two groups, and Enter
 * without an active entry must submit the form (ComboBox swallows it while its list is open).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation, useNavigate } from "react-router";
import { useLanguage } from "../i18n/use-language";
import { searchPath } from "../listing/listing-url";
import { forgetRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches";
import type { SearchBoxConfig } from "./search-box-config";
import { moveActive, panelOptions, type SearchBoxResult } from "./search-box-result";
import { Icon } from "@dukkan/ui/icon";
import { useHydrated } from "@dukkan/ui/use-hydrated";

/** The word of a search page URL (`/{lang}/search/{word}`), shown in the box on that page. */
function wordOfPath(pathname: string): string {
  const match = /^\/[^/]+\/search\/([^/]+)\/?$/.exec(pathname);
  if (!match) return "";
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return "";
  }
}

function localStore(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Asks the storefront's search-box route after the configured pause; stale answers are dropped. */
function useSearchResults(term: string, config: SearchBoxConfig, language: string) {
  /** The latest answer (kept while the next term loads) and the term it was the last answer for. */
  const [answer, setAnswer] = useState<{ term: string; result: SearchBoxResult | undefined }>();
  const ready = term.length >= config.minCharactersBeforeRequest;
  // Too short a term drops the last answer: the next search starts without one.
  if (!ready && answer !== undefined) setAnswer(undefined);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/${language}/search-box?term=${encodeURIComponent(term)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchBoxResult>) : undefined))
        .then((body) => {
          if (!controller.signal.aborted) setAnswer({ term, result: body });
        })
        .catch(() => {
          // A failed request ends the loading and keeps the answer shown before.
          if (!controller.signal.aborted) setAnswer((last) => ({ term, result: last?.result }));
        });
    }, config.waitTimeBeforeRequest);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, ready, config.waitTimeBeforeRequest, language]);
  return { result: ready ? answer?.result : undefined, loading: ready && answer?.term !== term };
}

export function SearchBox({ config }: { config: SearchBoxConfig }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => wordOfPath(location.pathname));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const hydrated = useHydrated();

  const term = text.trim();
  // Only an open panel asks: a search page showing its word in the box does not.
  const { result, loading } = useSearchResults(open ? term : "", config, language);
  const pathOfWord = useCallback((word: string) => searchPath(language, word), [language]);
  const options = useMemo(() => panelOptions(result, recent, pathOfWord), [result, recent, pathOfWord]);
  const showRecent = !result && term.length < config.minCharactersBeforeRequest && recent.length > 0;
  const panelOpen = open && (result !== undefined || loading || showRecent);

  // A new page: the box shows that page's word and the panel closes.
  const page = location.pathname + location.search;
  const [shownPage, setShownPage] = useState(page);
  if (page !== shownPage) {
    setShownPage(page);
    setText(wordOfPath(location.pathname));
    setOpen(false);
  }
  // New entries in the panel: none is active.
  const [listed, setListed] = useState({ result, showRecent });
  if (listed.result !== result || listed.showRecent !== showRecent) {
    setListed({ result, showRecent });
    setActive(-1);
  }

  const optionId = (index: number) => `${id}-${options[index]?.id ?? "none"}`;

  const launch = (word: string) => {
    setRecent(rememberSearch(localStore(), word));
    setOpen(false);
    void navigate(searchPath(language, word));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((current) => moveActive(current, options.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Escape") {
      if (panelOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  };

  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const suggestionsId = `${id}-suggestions`;
  const productsId = `${id}-products`;
  const noMatch = result && result.suggestions.length === 0 && result.products.length === 0;

  return (
    <search
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        method="get"
        action={`/${language}/search-box/launch`}
        onSubmit={(event) => {
          event.preventDefault();
          const option = options[active];
          if (panelOpen && option) {
            if (option.kind !== "product") setRecent(rememberSearch(localStore(), text));
            setOpen(false);
            void navigate(option.path);
          } else if (term) {
            launch(term);
          } else {
            inputRef.current?.focus();
          }
        }}
      >
        <label id={labelId} htmlFor={`${id}-input`} className="sr-only">
          {t("searchBox.label")}
        </label>
        <div className="flex h-11 items-center rounded-full border border-ink-200 bg-ink-50 ps-4 transition focus-within:border-brand-400 focus-within:bg-white focus-within:ring-3 focus-within:ring-brand-100">
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="text"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            placeholder={t("searchBox.placeholder")}
            value={text}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={panelOpen}
            aria-controls={listId}
            aria-activedescendant={panelOpen && active >= 0 ? optionId(active) : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setOpen(true);
            }}
            onFocus={() => {
              setRecent(readRecentSearches(localStore()));
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-ink-900 outline-none placeholder:text-ink-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {hydrated && text ? (
            <button
              type="button"
              aria-label={t("searchBox.resetLabel")}
              onClick={() => {
                setText("");
                setActive(-1);
                inputRef.current?.focus();
              }}
              className="inline-flex size-8 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-800"
            >
              <Icon name="close" className="size-4" />
            </button>
          ) : null}
          <button
            type="submit"
            aria-label={t("searchBox.submit")}
            className="me-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-900"
          >
            <Icon name="search" className="size-[18px]" />
          </button>
        </div>
      </form>

      {/* Counts for screen readers (spec §2.17), spoken after each answer. */}
      <p role="status" aria-live="polite" className="sr-only">
        {result && open
          ? `${t("searchBox.suggestionsResult", { count: result.suggestions.length })} ${t("searchBox.productsResult", { count: result.products.length })}`
          : ""}
      </p>

      <div
        hidden={!panelOpen}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-100 bg-white p-2 shadow-card-hover"
      >
        {result?.message || noMatch ? (
          <p className="px-3 py-2 text-sm text-ink-600">{result?.message ?? t("searchBox.noMatch", { term })}</p>
        ) : null}
        {loading && !result ? <p className="px-3 py-2 text-sm text-ink-500">{t("searchBox.searching")}</p> : null}
        {/* One column no wider than the panel: a grid track would otherwise grow to the longest unwrapped name. */}
        <ul id={listId} role="listbox" aria-labelledby={labelId} className="grid grid-cols-1 gap-1">
          {showRecent ? (
            <li role="presentation">
              <div className="flex items-center justify-between px-3 pt-1 pb-1">
                <span id={suggestionsId} className="text-xs font-bold tracking-wide text-ink-500 uppercase">
                  {t("searchBox.recentSearches")}
                </span>
                <button
                  type="button"
                  onClick={() => {
                    forgetRecentSearches(localStore());
                    setRecent([]);
                    inputRef.current?.focus();
                  }}
                  className="rounded-sm text-xs font-semibold text-brand-700 hover:underline"
                >
                  {t("searchBox.clearRecent")}
                </button>
              </div>
              <ul role="group" aria-labelledby={suggestionsId}>
                {recent.map((word, index) => (
                  <li
                    key={word}
                    id={optionId(index)}
                    role="option"
                    aria-selected={active === index}
                    className={`rounded-lg ${active === index ? "bg-brand-50" : ""}`}
                  >
                    <Link
                      to={pathOfWord(word)}
                      tabIndex={-1}
                      onClick={() => setRecent(rememberSearch(localStore(), word))}
                      className="flex items-center gap-2 px-3 py-2 text-sm text-ink-800 hover:bg-brand-50"
                    >
                      <Icon name="clock" className="size-4 text-ink-400" />
                      {word}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {result && result.suggestions.length > 0 ? (
            <li role="presentation">
              <span
                id={suggestionsId}
                className="block px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-ink-500 uppercase"
              >
                {t("searchBox.suggestions")}
              </span>
              <ul role="group" aria-labelledby={suggestionsId}>
                {result.suggestions.map((word, index) => (
                  <li
                    key={word}
                    id={optionId(index)}
                    role="option"
                    aria-selected={active === index}
                    className={`rounded-lg ${active === index ? "bg-brand-50" : ""}`}
                  >
                    <Link
                      to={pathOfWord(word)}
                      tabIndex={-1}
                      onClick={() => setRecent(rememberSearch(localStore(), word))}
                      className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-brand-50"
                    >
                      <Icon name="search" className="size-4 text-ink-400" />
                      {word}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {result && result.products.length > 0 ? (
            <li role="presentation" className="border-t border-ink-100 pt-1 first:border-t-0">
              <span
                id={productsId}
                className="block px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-ink-500 uppercase"
              >
                {t("searchBox.products")}
              </span>
              <ul role="group" aria-labelledby={productsId}>
                {result.products.map((product, index) => {
                  const position = result.suggestions.length + index;
                  return (
                    <li
                      key={product.code}
                      id={optionId(position)}
                      role="option"
                      aria-selected={active === position}
                      className={`rounded-lg ${active === position ? "bg-brand-50" : ""}`}
                    >
                      <Link
                        to={product.path}
                        tabIndex={-1}
                        className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50"
                      >
                        {config.displayProductImages && product.thumbnail ? (
                          <img
                            src={product.thumbnail.url}
                            alt=""
                            width={48}
                            height={48}
                            loading="lazy"
                            className="size-12 shrink-0 rounded-lg bg-ink-50 object-contain"
                          />
                        ) : null}
                        <span className="flex min-w-0 flex-1 flex-col">
                          {/* Two lines: names of one line of products often differ only at their end. */}
                          <span className="line-clamp-2 text-sm text-ink-900" data-product-name>
                            {product.nameParts.map((part, partIndex) =>
                              part.marked ? (
                                <mark key={partIndex} className="bg-transparent font-bold text-brand-800">
                                  {part.text}
                                </mark>
                              ) : (
                                <span key={partIndex}>{part.text}</span>
                              ),
                            )}
                          </span>
                          {product.subname ? (
                            <span className="truncate text-xs text-ink-500">{product.subname}</span>
                          ) : null}
                        </span>
                        {product.price ? (
                          <span className="shrink-0 text-sm font-bold text-brand-800" dir="ltr">
                            {product.price}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ) : null}
        </ul>
      </div>
    </search>
  );
}
