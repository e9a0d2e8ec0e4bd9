import type { Banner } from "../cms/banner";
import { CmsAnchor } from "../cms/cms-anchor";
import { SectionHeading } from "./section-heading";
import { TileImage } from "../cms/tile-image";

export type CategoryGroup = { id: string; title?: string; tiles: Banner[] };

/** Up to four category tiles per group. */
const TILES_PER_GROUP = 4;

function GroupTile({ tile }: { tile: Banner }) {
  const body = (
    <>
      <span className="block aspect-square overflow-hidden rounded-xl bg-white">
        <TileImage tile={tile} />
      </span>
      <span className="mt-2 block text-center text-xs leading-snug font-semibold text-ink-800 group-hover:text-brand-700 sm:text-sm">
        {tile.headline}
      </span>
    </>
  );
  return tile.link ? (
    <CmsAnchor link={tile.link} className="group block rounded-xl">
      {body}
    </CmsAnchor>
  ) : (
    <div className="group">{body}</div>
  );
}

/** The 'three categories' block: a title and groups of up to four category tiles, sorted by their CMS order. */
export function ThreeCategoriesSection({ id, title, groups }: { id: string; title?: string; groups: CategoryGroup[] }) {
  const visible = groups.filter((group) => group.tiles.length > 0);
  if (visible.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={title ? headingId : undefined} className="mx-auto w-full max-w-7xl px-4">
      {title ? <SectionHeading id={headingId} title={title} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        {visible.map((group) => (
          <div key={group.id} className="rounded-card bg-brand-50 p-4 sm:p-5">
            {group.title ? <h3 className="mb-4 text-lg font-bold text-brand-900">{group.title}</h3> : null}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 md:grid-cols-2">
              {group.tiles.slice(0, TILES_PER_GROUP).map((tile) => (
                <li key={tile.id}>
                  <GroupTile tile={tile} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
