/**
 * The site map (spec §2.15): groups (picture and name) holding lists (a link or a plain name) holding
 * links. The first two groups share one column, the rest fill a second. Links whose route does not exist
 * yet show as plain names.
 */
import type { Component } from "@dukkan/occ";
import { listAttribute, mediaAttribute, nestedUrlAttribute, textAttribute } from "../cms/attributes";
import { CmsAnchor } from "../cms/cms-anchor";
import { resolveCmsLink } from "../cms/cms-link";
import { useReferencedComponents } from "../cms/cms-data";
import { useLanguage } from "../i18n/use-language";

function LinkOrName({ url, name, className }: { url: string | undefined; name: string; className: string }) {
  const language = useLanguage();
  const link = resolveCmsLink(url, language);
  return link ? (
    <CmsAnchor link={link} className={`${className} text-brand-800 hover:text-brand-900 hover:underline`}>
      {name}
    </CmsAnchor>
  ) : (
    <span className={`${className} text-ink-700`}>{name}</span>
  );
}

function SiteMapList({ list }: { list: Component }) {
  const links = useReferencedComponents(listAttribute(list, "links"));
  const name = textAttribute(list, "listName") ?? "";
  return (
    <li>
      <LinkOrName url={nestedUrlAttribute(list, "listLinkComponent")} name={name} className="font-semibold" />
      {links.length > 0 ? (
        <ul className="mt-2 grid gap-1.5 border-s-2 border-brand-100 ps-4 text-sm sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.uid}>
              <LinkOrName
                url={textAttribute(link, "url")}
                name={textAttribute(link, "linkName") ?? link.name ?? ""}
                className="rounded-sm"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SiteMapGroup({ group }: { group: Component }) {
  const lists = useReferencedComponents(listAttribute(group, "lists"));
  const image = mediaAttribute(group, "groupImage");
  const name = textAttribute(group, "groupName") ?? "";
  return (
    <section aria-label={name} className="rounded-card bg-white p-6 shadow-card">
      <div className="mb-5 flex items-center gap-4">
        {image ? <img src={image.url} alt="" className="size-14 rounded-xl object-cover" loading="lazy" /> : null}
        <h2 className="text-xl font-bold text-ink-900">{name}</h2>
      </div>
      <ul className="grid gap-5">
        {lists.map((list) => (
          <SiteMapList key={list.uid} list={list} />
        ))}
      </ul>
    </section>
  );
}

export function SiteMap({ groups }: { groups: Component[] }) {
  const columns = [groups.slice(0, 2), groups.slice(2)].filter((column) => column.length > 0);
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      {columns.map((column, index) => (
        <div key={index} className="grid gap-6">
          {column.map((group) => (
            <SiteMapGroup key={group.uid} group={group} />
          ))}
        </div>
      ))}
    </div>
  );
}
