import type { MenuNode } from "./menu";

/** A category's picture from its banner entry (spec §2.18); decorative next to the node's own title. */
export function NodeMedia({ node, className }: { node: MenuNode; className: string }) {
  if (!node.media) return null;
  return (
    <img src={node.media.url} alt="" loading="lazy" className={`shrink-0 bg-ink-50 object-contain ${className}`} />
  );
}
