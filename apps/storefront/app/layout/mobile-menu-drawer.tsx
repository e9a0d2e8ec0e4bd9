/**
 * The main menu's drawer below the md breakpoint (spec §2.18), with a back button through the levels. Loaded by
 * `MobileMenu` (./main-menu.tsx) when the menu first opens, so pages do not ship React Aria's modal up front.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../i18n/use-translation";
import { CmsAnchor } from "../cms/cms-anchor";
import { useLanguage } from "../i18n/use-language";
import type { MenuNode } from "./menu";
import { NodeMedia } from "./menu-node-media";
import { MenuTreeStatus } from "./menu-tree-status";
import { useMenuTree } from "./use-menu-tree";
import { Icon } from "@dukkan/ui/icon";

export function MobileMenuDrawer({
  label,
  open,
  onOpenChange,
  trail,
  onTrailChange,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The levels opened, outermost first; empty at the menu's first level. */
  trail: MenuNode[];
  onTrailChange: (trail: MenuNode[] | ((trail: MenuNode[]) => MenuNode[])) => void;
}) {
  const { t } = useTranslation();
  const { tree, retry } = useMenuTree(useLanguage());
  const current = trail.at(-1);
  const entries = current ? current.children : tree.state === "loaded" ? tree.menu : [];
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] md:hidden"
    >
      <Modal className="fixed inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl">
        <Dialog aria-label={label} className="flex h-full flex-col outline-none">
          <div className="flex items-center gap-2 border-b border-ink-100 px-3 py-3">
            {current ? (
              <button
                type="button"
                onClick={() => onTrailChange((path) => path.slice(0, -1))}
                className="inline-flex items-center gap-1 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon name="chevron-end" direction="start" className="size-4" />
                {t("common.back")}
              </button>
            ) : null}
            <Heading slot="title" className="flex-1 truncate px-2 text-base font-bold text-ink-900">
              {current ? current.title : t("common.menu")}
            </Heading>
            <Button
              slot="close"
              aria-label={t("common.closeMenu")}
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 outline-none hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-accent-400"
            >
              <Icon name="close" className="size-5" />
            </Button>
          </div>
          <nav aria-label={label} className="flex-1 overflow-y-auto p-2">
            {tree.state === "loaded" ? null : <MenuTreeStatus tree={tree} retry={retry} />}
            <ul className="grid gap-0.5">
              {current?.link ? (
                <li>
                  <CmsAnchor
                    link={current.link}
                    className="block rounded-xl px-3 py-3 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {t("menu.viewAllOf", { title: current.title })}
                  </CmsAnchor>
                </li>
              ) : null}
              {entries.map((node) => (
                <li key={node.id} className={node.styleClass}>
                  {node.children.length > 0 ? (
                    <button
                      type="button"
                      onClick={() => onTrailChange((path) => [...path, node])}
                      className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-start font-medium text-ink-800 hover:bg-brand-50"
                    >
                      <span className="flex min-w-0 items-center gap-3">
                        <NodeMedia node={node} className="size-10 rounded-lg" />
                        {node.title}
                      </span>
                      <Icon name="chevron-end" direction="end" className="size-4 text-ink-400" />
                    </button>
                  ) : node.link ? (
                    <CmsAnchor
                      link={node.link}
                      className="flex items-center gap-3 rounded-xl px-3 py-3 font-medium text-ink-800 hover:bg-brand-50"
                    >
                      <NodeMedia node={node} className="size-10 rounded-lg" />
                      {node.title}
                    </CmsAnchor>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
