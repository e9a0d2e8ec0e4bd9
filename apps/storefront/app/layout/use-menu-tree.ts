/**
 * The menu tree for the desktop flyouts and the phone drawer. Pages carry only the menu's top level; the tree is
 * loaded from `/{lang}/navigation-menu` when a menu first opens and kept for the rest of the visit, one per language
 * (decision 0093).
 */
import type { Language } from "@dukkan/i18n";
import { useEffect, useState } from "react";
import type { MenuNode } from "./menu";

export type MenuTree = { state: "loading" } | { state: "loaded"; menu: MenuNode[] } | { state: "failed" };

const loading = new Map<Language, Promise<MenuNode[]>>();
const loaded = new Map<Language, MenuNode[]>();

/** Starts loading the language's tree, once; a failed load is asked again the next time. */
export function preloadMenuTree(language: Language): Promise<MenuNode[]> {
  const pending = loading.get(language);
  if (pending) return pending;
  const tree = fetch(`/${language}/navigation-menu`, { headers: { Accept: "application/json" } }).then(
    async (answer) => {
      if (!answer.ok) throw new Error(`The navigation menu answered ${answer.status}`);
      const { menu } = (await answer.json()) as { menu: MenuNode[] };
      loaded.set(language, menu);
      return menu;
    },
  );
  tree.catch(() => loading.delete(language));
  loading.set(language, tree);
  return tree;
}

const stateOf = (language: Language): MenuTree => {
  const menu = loaded.get(language);
  return menu ? { state: "loaded", menu } : { state: "loading" };
};

/** The language's tree, loading it on first use; `retry` asks again after a failure. */
export function useMenuTree(language: Language): { tree: MenuTree; retry: () => void } {
  const [answer, setAnswer] = useState<{ language: Language; tree: MenuTree } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    preloadMenuTree(language).then(
      (menu) => current && setAnswer({ language, tree: { state: "loaded", menu } }),
      () => current && setAnswer({ language, tree: { state: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);
  const retry = () => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  };
  // Until this language's answer comes: the tree already loaded on this page, or "loading".
  return { tree: answer?.language === language ? answer.tree : stateOf(language), retry };
}
