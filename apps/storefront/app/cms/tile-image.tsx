import type { Banner } from "./banner";

/** A category/usage tile's picture: decorative (the tile's headline names it), lazy, gently zooming on hover. */
export function TileImage({ tile }: { tile: Banner }) {
  if (!tile.image) return null;
  return (
    <img
      src={tile.image.src}
      alt=""
      loading="lazy"
      className="size-full object-contain p-2 transition-transform duration-300 group-hover:scale-105"
    />
  );
}
