/**
 * The demo shop's pictures, composed from the drawings in drawings.ts: product shots (front, angled, pack and
 * close-up views on soft backgrounds), colour swatches, category tiles, brand wordmarks, the site logo and wide
 * banner scenes. Everything is SVG text, made deterministically from its inputs, so the same picture always
 * hashes to the same media code.
 */
import { draw, darken, lighten, luminance, mix, type DrawingSpec } from "./drawings.js";

export type { DrawingKind, DrawingSpec } from "./drawings.js";

export type ProductView = "front" | "angled" | "pack" | "detail";

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

function svgRoot(width: number, height: number, content: string): string {
  return `<svg ${SVG_NS} viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${content}</svg>`;
}

function gradient(id: string, from: string, to: string, diagonal = false): string {
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Light products need a tinted backdrop to stand out; coloured ones get a pale wash of their own colour. */
function backdrop(spec: DrawingSpec, view: ProductView): [string, string] {
  const pale = spec.clear || luminance(spec.colour) > 0.82;
  switch (view) {
    case "angled":
      return ["#FBF6EE", "#EADCC5"];
    case "pack":
      return ["#F3F7FB", "#D6E1EC"];
    case "detail":
      return pale ? ["#F1F5F8", "#DDE6EE"] : [lighten(spec.colour, 0.9), lighten(spec.colour, 0.78)];
    default:
      return pale ? ["#EEF3F7", "#D3DEE8"] : [lighten(spec.colour, 0.86), lighten(spec.colour, 0.7)];
  }
}

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${(rx / 9).toFixed(1)}" fill="#1E2A36" fill-opacity="0.13"/>`;

function placed(spec: DrawingSpec, x: number, y: number, scale: number, rotate = 0): string {
  const turn = rotate ? ` rotate(${rotate} 400 420)` : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})${turn}">${draw(spec)}</g>`;
}

/** A square 800 × 800 product picture in one of four views. */
export function productImageSvg(spec: DrawingSpec, view: ProductView): string {
  const [from, to] = backdrop(spec, view);
  let scene: string;
  switch (view) {
    case "angled":
      scene = shadow(420, 672, 250) + placed(spec, 0, 0, 1, -9);
      break;
    case "pack":
      // Three of the same, the back two smaller and higher: reads as "sold in packs".
      scene =
        shadow(260, 548, 150) +
        shadow(540, 548, 150) +
        placed(spec, 20, 150, 0.6) +
        placed(spec, 300, 150, 0.6) +
        shadow(400, 688, 190) +
        placed(spec, 120, 232, 0.7);
      break;
    case "detail":
      scene = `<g transform="translate(400 430) scale(1.65) translate(-400 -380)">${draw(spec)}</g>`;
      break;
    default:
      scene = shadow(400, 668, 250) + draw(spec);
  }
  return svgRoot(
    800,
    800,
    `<defs>${gradient("bg", from, to, view === "angled")}</defs><rect width="800" height="800" fill="url(#bg)"/>` +
      `<circle cx="400" cy="392" r="312" fill="#ffffff" fill-opacity="0.42"/>${scene}`,
  );
}

/** The round colour chip shown for COLOUR variant options. */
export function swatchSvg(colour: string, clear = false): string {
  const fill = clear ? `fill="${colour}" fill-opacity="0.6"` : `fill="${colour}"`;
  return svgRoot(
    120,
    120,
    `<circle cx="60" cy="60" r="52" ${fill} stroke="${darken(colour, 0.3)}" stroke-width="6"/>` +
      '<path d="M30 46 Q38 28 58 24" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>',
  );
}

/** A category tile: the category's signature product on a bright wash of its colour. */
export function categoryTileSvg(spec: DrawingSpec, tint: string): string {
  return svgRoot(
    800,
    800,
    `<defs>${gradient("bg", lighten(tint, 0.55), lighten(tint, 0.25), true)}</defs><rect width="800" height="800" fill="url(#bg)"/>` +
      `<circle cx="400" cy="400" r="318" fill="#ffffff" fill-opacity="0.55"/>` +
      `<circle cx="120" cy="120" r="60" fill="#ffffff" fill-opacity="0.3"/><circle cx="690" cy="700" r="80" fill="#ffffff" fill-opacity="0.25"/>` +
      shadow(400, 668, 240) +
      draw(spec),
  );
}

const LATIN_FONT = "'Helvetica Neue', Arial, sans-serif";
const ARABIC_FONT = "'Noto Kufi Arabic', 'Geeza Pro', Tahoma, sans-serif";

/** A brand's wordmark: an initial in a roundel, the English name and the Arabic name beneath. */
export function brandLogoSvg(brand: { name: { en: string; ar: string }; ink: string; accent: string }): string {
  const initial = brand.name.en.charAt(0);
  return svgRoot(
    600,
    240,
    `<rect width="600" height="240" rx="28" fill="#ffffff"/>` +
      `<circle cx="120" cy="120" r="78" fill="${brand.accent}"/><circle cx="120" cy="120" r="62" fill="none" stroke="${brand.ink}" stroke-width="6"/>` +
      `<text x="120" y="146" text-anchor="middle" font-family="${LATIN_FONT}" font-size="80" font-weight="700" fill="${brand.ink}">${initial}</text>` +
      `<text x="226" y="118" font-family="${LATIN_FONT}" font-size="${brand.name.en.length > 12 ? 44 : 52}" font-weight="700" fill="${brand.ink}">${brand.name.en}</text>` +
      `<text x="226" y="180" font-family="${ARABIC_FONT}" font-size="38" fill="${mix(brand.ink, "#ffffff", 0.25)}">${brand.name.ar}</text>`,
  );
}

/** The shop's logo: a paper-bag mark with "Dukkan" and "دكان". */
export function siteLogoSvg(): string {
  return svgRoot(
    520,
    160,
    `<g transform="translate(-6 -14) scale(0.22)">${draw({ kind: "paper-bag", colour: "#E07A2F", accent: "#1F5C4A" })}</g>` +
      `<text x="178" y="92" font-family="${LATIN_FONT}" font-size="76" font-weight="800" fill="#1F5C4A">Dukkan</text>` +
      `<text x="182" y="140" font-family="${ARABIC_FONT}" font-size="40" font-weight="700" fill="#E07A2F">دكان</text>`,
  );
}

/** A drawing placed in a scene: top-left corner and edge length of its 800 × 800 box. */
export interface SceneItem {
  spec: DrawingSpec;
  x: number;
  y: number;
  size: number;
  rotate?: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Background gradient, top-left to bottom-right. */
  colours: [string, string];
  items: SceneItem[];
}

/** Soft discs and confetti, placed by a fixed pattern so scenes stay deterministic. */
function decoration(width: number, height: number, colour: string): string {
  const discs = [
    [0.08, 0.2, 0.22],
    [0.92, 0.85, 0.3],
    [0.55, -0.1, 0.25],
  ]
    .map(
      ([fx = 0, fy = 0, fr = 0]) =>
        `<circle cx="${fx * width}" cy="${fy * height}" r="${fr * height * 1.4}" fill="#ffffff" fill-opacity="0.16"/>`,
    )
    .join("");
  const confetti = [
    [0.2, 0.12],
    [0.33, 0.86],
    [0.47, 0.2],
    [0.62, 0.9],
    [0.78, 0.14],
    [0.87, 0.5],
    [0.13, 0.7],
  ]
    .map(([fx = 0, fy = 0], index) => {
      const x = fx * width;
      const y = fy * height;
      return index % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${height * 0.018}" fill="${colour}"/>`
        : `<rect x="${x}" y="${y}" width="${height * 0.04}" height="${height * 0.014}" rx="4" fill="#ffffff" fill-opacity="0.8" transform="rotate(${index * 23} ${x} ${y})"/>`;
    })
    .join("");
  return discs + confetti;
}

/** A wide composition of product drawings (banners, occasion and social tiles); no text, so it suits every language. */
export function sceneSvg(scene: Scene): string {
  const [from, to] = scene.colours;
  const items = scene.items
    .map((item) => {
      const scale = item.size / 800;
      return (
        shadow(item.x + item.size / 2, item.y + item.size * 0.835, item.size * 0.3) +
        `<g transform="translate(${item.x} ${item.y}) scale(${scale})${item.rotate ? ` rotate(${item.rotate} 400 420)` : ""}">${draw(item.spec)}</g>`
      );
    })
    .join("");
  return svgRoot(
    scene.width,
    scene.height,
    `<defs>${gradient("bg", from, to, true)}</defs><rect width="${scene.width}" height="${scene.height}" fill="url(#bg)"/>` +
      decoration(scene.width, scene.height, lighten(to, 0.35)) +
      items,
  );
}
