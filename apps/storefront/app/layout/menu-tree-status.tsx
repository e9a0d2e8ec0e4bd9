import { Button } from "@dukkan/ui/button";
import { useTranslation } from "../i18n/use-translation";
import type { MenuTree } from "./use-menu-tree";

/** What a flyout or the phone drawer shows until the menu tree is there: that it loads, or what to do when it failed. */
export function MenuTreeStatus({ tree, retry }: { tree: Exclude<MenuTree, { state: "loaded" }>; retry: () => void }) {
  const { t } = useTranslation();
  if (tree.state === "loading") {
    return (
      <p role="status" className="px-3 py-2 text-sm text-ink-600">
        {t("common.loading")}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm text-ink-800">
      <p>{t("menu.loadFailed")}</p>
      <Button type="button" variant="outline" size="sm" onClick={retry}>
        {t("menu.tryAgain")}
      </Button>
    </div>
  );
}
