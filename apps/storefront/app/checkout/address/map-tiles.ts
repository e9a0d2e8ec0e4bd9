/**
 * The address map's tiles (checkout spec §2.7): MAP_TILE_URL (a Leaflet URL template such as
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png) or OpenStreetMap's public tiles. The page's CSP allows images
 * from that origin only (security/security-headers.ts).
 */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type MapTiles = { url: string; attribution: string };

export function mapTiles(env: NodeJS.ProcessEnv = process.env): MapTiles {
  const url = env.MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  return { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_TILE_ATTRIBUTION };
}

/** The CSP source of the tiles: the template's origin, '{s}' subdomains as a wildcard; none when unusable. */
export function mapTileSource(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const template = mapTiles(env).url;
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return undefined;
  const host = match[2]!.replace(/\{s\}/g, "*");
  if (!/^[\w.*:-]+$/.test(host)) return undefined;
  return `${match[1]}://${host}`;
}
