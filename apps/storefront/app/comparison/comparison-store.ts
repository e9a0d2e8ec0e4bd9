/**
 * The shopper's comparison list in local storage (spec §3 'Local storage keys'), shared by the header
 * icon, the panel and every compare toggle on the page, and kept in step across tabs by `storage` events.
 * On the server (and in the first render of a hydrating page) the list is empty.
 */
import { useSyncExternalStore } from "react";
import type { Product } from "@dukkan/occ";
import {
  addToComparison,
  comparisonItemOf,
  isCompared,
  parseStoredComparison,
  removeFromComparison,
  type ComparisonItem,
} from "./comparison-list";

export const COMPARISON_STORAGE_KEY = "dukkan.comparisonList";
const EMPTY: ComparisonItem[] = [];

/** How long the 'over maximum' error stays up (spec §8: errors show for 10 s). */
const NOTICE_MS = 10_000;

type Notice = { key: "comparison.overMaximum"; id: number } | null;

const listeners = new Set<() => void>();
let snapshot: { text: string | null; list: ComparisonItem[] } = { text: null, list: EMPTY };
let notice: Notice = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(COMPARISON_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): the list simply stays empty
  }
}

function readList(): ComparisonItem[] {
  const text = storedText();
  if (text !== snapshot.text) snapshot = { text, list: parseStoredComparison(text) };
  return snapshot.list;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === COMPARISON_STORAGE_KEY || event.key === null) emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function writeList(list: ComparisonItem[]): void {
  try {
    window.localStorage.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  emit();
}

function showNotice(key: "comparison.overMaximum"): void {
  notice = { key, id: (notice?.id ?? 0) + 1 };
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(dismissComparisonNotice, NOTICE_MS);
  emit();
}

export function dismissComparisonNotice(): void {
  clearTimeout(noticeTimer);
  if (notice === null) return;
  notice = null;
  emit();
}

export function useComparisonList(): ComparisonItem[] {
  return useSyncExternalStore(subscribe, readList, () => EMPTY);
}

export function useComparisonNotice(): Notice {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}

/** Adds the product, or removes it when it is already compared; a 9th product raises the notice. */
export function toggleComparison(product: Product): void {
  const list = readList();
  if (isCompared(list, product.code)) {
    writeList(removeFromComparison(list, product.code));
    return;
  }
  const result = addToComparison(list, comparisonItemOf(product));
  if (result.ok) {
    dismissComparisonNotice();
    writeList(result.list);
  } else if (result.error === "overMaximum") {
    showNotice("comparison.overMaximum");
  }
}

export function removeFromComparisonList(code: string): void {
  writeList(removeFromComparison(readList(), code));
}
