/**
 * Words the shopper launched from the search box, newest first, kept in the browser's local storage
 * so the box can offer them again (spec §2.17: Enter launches the search and remembers the word).
 */
export const RECENT_SEARCHES_KEY = "dukkan.recentSearches";
export const MAX_RECENT_SEARCHES = 5;
const MAX_WORD_LENGTH = 100;

/** The list after searching `word`: it moves to the front, duplicates (any letter case) drop out. */
export function withRecentSearch(list: readonly string[], word: string): string[] {
  const trimmed = word.trim().replace(/\s+/g, " ").slice(0, MAX_WORD_LENGTH);
  if (!trimmed) return [...list];
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...list.filter((entry) => entry.toLocaleLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

/** The stored list; anything unreadable counts as empty. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "")
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

export function readRecentSearches(storage: Pick<Storage, "getItem"> | undefined): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
  } catch {
    return []; // storage blocked (private mode, policies)
  }
}

export function rememberSearch(storage: Pick<Storage, "getItem" | "setItem"> | undefined, word: string): string[] {
  const next = withRecentSearch(readRecentSearches(storage), word);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still runs, it just is not remembered.
  }
  return next;
}

export function forgetRecentSearches(storage: Pick<Storage, "removeItem"> | undefined): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
