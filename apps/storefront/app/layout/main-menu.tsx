/**
 * The main navigation (spec §2.18): a flyout menu on desktop (hover, focus and keyboard), a drawer
 * with a back button below the md breakpoint (992 px).
 */
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useLocation } from "react-router";
import { CmsAnchor } from "../cms/cms-anchor";
import { useLanguage } from "../i18n/use-language";
import type { MenuNode, MenuTopEntry } from "./menu";
import { NodeMedia } from "./menu-node-media";
import { MenuTreeStatus } from "./menu-tree-status";
import { preloadMenuTree, useMenuTree } from "./use-menu-tree";
import { Icon } from "@dukkan/ui/icon";

/** The phone drawer and React Aria's modal load when the menu first opens (decision 0072). */
const MobileMenuDrawer = lazy(() =>
  import("./mobile-menu-drawer").then((module) => ({ default: module.MobileMenuDrawer })),
);

const topLinkClass =
  "inline-flex items-center gap-1 rounded-full px-3.5 py-2 text-[15px] font-semibold text-ink-800 transition hover:bg-brand-50 hover:text-brand-800";

/**
 * One top-level entry with its flyout: a panel as wide as the header listing the children (with their
 * banner pictures) and their own children. Opens on hover, focus or click; Escape closes it. The panel is drawn
 * when it first opens and kept from then on: the server's page carries the top level alone (a hidden panel cannot
 * open before scripts run, and every panel in every page was most of the header's HTML, decision 0078), and the
 * panel's entries load with the menu tree when the first panel opens (decision 0093).
 */
function FlyoutItem({ node }: { node: MenuTopEntry }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const location = useLocation();
  const panelId = `flyout-${node.id}`;
  // Following a link closes the flyout.
  const page = location.pathname + location.search;
  const [openedOn, setOpenedOn] = useState(page);
  if (page !== openedOn) {
    setOpenedOn(page);
    setOpen(false);
  }
  const [drawn, setDrawn] = useState(false);
  if (open && !drawn) setDrawn(true);
  return (
    // Hovering opens the flyout as a pointer shortcut; keyboards open it with the button and close it with
    // Escape or by leaving the item (its handlers catch what bubbles up from the button and the panel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={node.styleClass}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={topLinkClass}
        aria-expanded={open}
        aria-controls={drawn ? panelId : undefined}
        onClick={() => {
          // The pointer that just opened the panel by hovering clicks to go in, not to close it again.
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {node.title}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {drawn ? <FlyoutPanel entry={node} id={panelId} open={open} /> : null}
    </li>
  );
}

function FlyoutPanel({ entry, id, open }: { entry: MenuTopEntry; id: string; open: boolean }) {
  const { t } = useTranslation();
  const { tree, retry } = useMenuTree(useLanguage());
  return (
    <div id={id} hidden={!open} className="absolute inset-x-4 top-full z-30 pt-1">
      <div className="max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-100 bg-white p-5 shadow-card-hover">
        {entry.link ? (
          <CmsAnchor
            link={entry.link}
            className="mb-4 inline-flex items-center gap-1 rounded-full px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("menu.viewAllOf", { title: entry.title })}
            <Icon name="chevron-end" direction="end" className="size-4" />
          </CmsAnchor>
        ) : null}
        {tree.state === "loaded" ? (
          <FlyoutEntries entries={tree.menu.find((node) => node.id === entry.id)?.children ?? []} />
        ) : (
          <MenuTreeStatus tree={tree} retry={retry} />
        )}
      </div>
    </div>
  );
}

/** A panel's entries: each child with its picture, and its own children as links under it. */
function FlyoutEntries({ entries }: { entries: MenuNode[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-4">
      {entries.map((child) => (
        <li key={child.id} className={`min-w-0 ${child.styleClass}`}>
          {child.link ? (
            <CmsAnchor
              link={child.link}
              className="flex items-center gap-3 rounded-xl p-1.5 font-semibold text-ink-900 hover:bg-brand-50 hover:text-brand-800"
            >
              <NodeMedia node={child} className="size-12 rounded-lg" />
              <span className="min-w-0">{child.title}</span>
            </CmsAnchor>
          ) : (
            <span className="flex items-center gap-3 p-1.5 font-semibold text-ink-900">
              <NodeMedia node={child} className="size-12 rounded-lg" />
              {child.title}
            </span>
          )}
          {child.children.length > 0 ? (
            <ul className="ms-[4.25rem] mt-1 grid gap-0.5">
              {child.children
                .filter((grandchild) => grandchild.link)
                .map((grandchild) => (
                  <li key={grandchild.id} className={grandchild.styleClass}>
                    <CmsAnchor
                      link={grandchild.link!}
                      className="block rounded-lg px-2 py-1 text-sm text-ink-600 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {grandchild.title}
                    </CmsAnchor>
                  </li>
                ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function DesktopMenu({ menu, label }: { menu: MenuTopEntry[]; label: string }) {
  return (
    <nav aria-label={label} className="hidden md:block">
      <ul className="flex flex-wrap items-center gap-1">
        {menu.map((node) =>
          node.hasPanel ? (
            <FlyoutItem key={node.id} node={node} />
          ) : node.link ? (
            <li key={node.id} className={node.styleClass}>
              <CmsAnchor link={node.link} className={topLinkClass}>
                {node.title}
              </CmsAnchor>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

export function MobileMenu({ label }: { label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // The drawer stays mounted once loaded, so React Aria can animate and restore focus as it closes.
  const [opened, setOpened] = useState(false);
  const [trail, setTrail] = useState<MenuNode[]>([]);
  const location = useLocation();

  // Closing the drawer goes back to its first level; following a link closes it.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setOpened(true);
      // The drawer's code and the menu tree load side by side (the drawer reports a failed load itself).
      preloadMenuTree(language).catch(() => undefined);
    } else {
      setTrail([]);
    }
  };
  const page = location.pathname + location.search;
  const [openedOn, setOpenedOn] = useState(page);
  if (page !== openedOn) {
    setOpenedOn(page);
    changeOpen(false);
  }

  return (
    <>
      <button
        type="button"
        aria-label={t("common.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => changeOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-400 md:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            label={label}
            open={open}
            onOpenChange={changeOpen}
            trail={trail}
            onTrailChange={setTrail}
          />
        </Suspense>
      ) : null}
    </>
  );
}
