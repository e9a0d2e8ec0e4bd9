/**
 * Flat SVG drawings of the shop's goods, one function per kind of product. Every drawing is made for an
 * 800 × 800 box (object roughly within x 130–670, y 120–660, standing on y ≈ 650), has no background and
 * uses no ids except one constant clip path, so drawings can be nested, scaled and repeated inside banners
 * and compositions. Thick outlines and bold shapes keep them readable as 120 px thumbnails; being vectors,
 * they stay crisp at 1200 px.
 */

export type DrawingKind =
  | "hot-cup"
  | "ripple-cup"
  | "party-cup"
  | "cold-cup"
  | "cup-lid"
  | "cup-sleeve"
  | "cup-carrier"
  | "straws"
  | "stirrers"
  | "food-container"
  | "round-container"
  | "hinged-box"
  | "foil-tray"
  | "pizza-box"
  | "burger-box"
  | "noodle-box"
  | "lunch-box"
  | "bowl"
  | "plate"
  | "party-plate"
  | "palm-plate"
  | "cutlery"
  | "cutlery-kit"
  | "paper-bag"
  | "flat-bag"
  | "carrier-bag"
  | "bin-bag"
  | "zip-bag"
  | "tote-bag"
  | "napkins"
  | "tissue-box"
  | "wet-wipes"
  | "toilet-roll"
  | "kitchen-roll"
  | "glove"
  | "hairnet"
  | "apron"
  | "face-mask"
  | "sponge"
  | "pump-bottle"
  | "foil-roll"
  | "balloons"
  | "bunting"
  | "gift-box"
  | "lantern"
  | "table-cover"
  | "party-hat"
  | "candles"
  | "kit";

export interface DrawingSpec {
  kind: DrawingKind;
  /** Main colour of the product. */
  colour: string;
  /** Second colour (bands, ribbons, lids, box of a roll); a sensible one per kind when absent. */
  accent?: string;
  /** Translucent plastic: the body is see-through. */
  clear?: boolean;
  /** Marks compostable / plant-based goods with a small leaf badge. */
  eco?: boolean;
}

// ───────────── colour arithmetic ─────────────

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel ?? 0)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes `a` towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const darken = (colour: string, t: number) => mix(colour, "#000000", t);
export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);

/** Relative brightness 0–1, to choose outlines and backgrounds that contrast. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ───────────── paint and primitives ─────────────

interface Paint {
  base: string;
  shade: string;
  deep: string;
  light: string;
  line: string;
  accent: string;
  /** Fill attributes of the main body (translucent for clear plastic). */
  body: string;
}

function paintFor(spec: DrawingSpec, defaultAccent: string): Paint {
  const base = spec.colour;
  const line = luminance(base) > 0.8 ? darken(base, 0.45) : darken(base, 0.38);
  return {
    base,
    shade: darken(base, 0.14),
    deep: darken(base, 0.28),
    light: lighten(base, 0.35),
    line,
    accent: spec.accent ?? defaultAccent,
    body: spec.clear ? `fill="${base}" fill-opacity="0.55"` : `fill="${base}"`,
  };
}

const STROKE = 8;
const outline = (p: Paint, width = STROKE) =>
  `stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const poly = (points: string, fill: string, p: Paint, width = STROKE) =>
  `<polygon points="${points}" ${fill.startsWith("fill=") ? fill : `fill="${fill}"`} ${outline(p, width)}/>`;
const path = (d: string, fill: string, p: Paint, width = STROKE) =>
  `<path d="${d}" ${fill.startsWith("fill=") ? fill : `fill="${fill}"`} ${outline(p, width)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, p: Paint, width = STROKE) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${fill.startsWith("fill=") ? fill : `fill="${fill}"`} ${outline(p, width)}/>`;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, p: Paint, width = STROKE) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${fill.startsWith("fill=") ? fill : `fill="${fill}"`} ${outline(p, width)}/>`;
/** A soft white gloss streak; what makes a flat shape read as plastic or coated paper. */
const gloss = (points: string, opacity = 0.35) =>
  `<polygon points="${points}" fill="#ffffff" fill-opacity="${opacity}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width = 6) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

/** Polka dots inside a band of the canvas; `inside` keeps them on the shape. */
function dots(colour: string, inside: (x: number, y: number) => boolean, step = 64, radius = 14): string {
  let out = "";
  for (let y = 120; y < 680; y += step) {
    const offset = (y / step) % 2 === 0 ? 0 : step / 2;
    for (let x = 120 + offset; x < 700; x += step)
      if (inside(x, y)) out += `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`;
  }
  return out;
}

// ───────────── cups and drinks ─────────────

/** x of the cup's left wall at height y (the cups taper from 250–550 at y 215 to 295–505 at y 648). */
const cupLeft = (y: number) => 255 + ((y - 215) * 40) / 433;
const cupRight = (y: number) => 800 - cupLeft(y);
const cupBand = (top: number, bottom: number) =>
  `${cupLeft(top)},${top} ${cupRight(top)},${top} ${cupRight(bottom)},${bottom} ${cupLeft(bottom)},${bottom}`;

function cupBody(p: Paint): string {
  return (
    path("M255 215 L545 215 L505 648 Q400 660 295 648 Z", p.body, p) +
    gloss(`${cupLeft(240) + 22},240 ${cupLeft(240) + 48},240 ${cupLeft(620) + 44},620 ${cupLeft(620) + 20},620`)
  );
}

const cupRim = (p: Paint) => rect(232, 184, 336, 42, 21, p.light, p);

function hotCup(p: Paint): string {
  return (
    cupBody(p) +
    poly(cupBand(330, 500), p.accent, p) +
    // A coffee-bean emblem on the band: reads as "hot drinks" without any text.
    ellipse(400, 415, 40, 54, p.base, p, 6) +
    path("M400 366 Q382 415 400 464", "none", p, 6) +
    cupRim(p)
  );
}

function rippleCup(p: Paint): string {
  let ripples = "";
  for (let i = 1; i < 10; i += 1) {
    const t = i / 10;
    const top = cupLeft(232) + (cupRight(232) - cupLeft(232)) * t;
    const bottom = cupLeft(640) + (cupRight(640) - cupLeft(640)) * t;
    ripples += line(top, 232, bottom, 640, p.shade, 10);
  }
  return cupBody(p) + ripples + cupRim(p);
}

function partyCup(p: Paint): string {
  const inside = (x: number, y: number) => y > 250 && y < 620 && x > cupLeft(y) + 24 && x < cupRight(y) - 24;
  return cupBody(p) + dots(p.accent, inside) + cupRim(p);
}

function coldCup(p: Paint): string {
  const drink = "#D9822B";
  return (
    // Straw first so the dome lid sits over it.
    line(470, 70, 405, 420, "#E4572E", 24) +
    line(470, 70, 405, 420, "#ffffff", 8) +
    path("M262 250 L538 250 L503 648 Q400 660 297 648 Z", p.body, p) +
    `<polygon points="282,340 518,340 502,630 298,630" fill="${drink}" fill-opacity="0.85"/>` +
    rect(330, 380, 64, 64, 12, "#ffffff", p, 4).replace(
      "/>",
      ` fill-opacity="0.55" transform="rotate(-14 362 412)"/>`,
    ) +
    rect(410, 420, 60, 60, 12, "#ffffff", p, 4).replace("/>", ` fill-opacity="0.55" transform="rotate(12 440 450)"/>`) +
    gloss("300,270 322,270 338,620 318,620", 0.45) +
    path("M248 252 Q400 120 552 252 Z", `fill="${lighten(p.base, 0.5)}" fill-opacity="0.6"`, p) +
    rect(236, 240, 328, 26, 13, p.light, p)
  );
}

function cupLid(p: Paint): string {
  return (
    ellipse(400, 480, 250, 78, p.shade, p) +
    ellipse(400, 462, 236, 66, p.body, p) +
    path("M236 462 L268 350 Q400 300 532 350 L564 462 Q400 520 236 462 Z", p.body, p) +
    ellipse(400, 352, 132, 40, p.light, p) +
    rect(350, 330, 100, 26, 13, p.deep, p, 5) +
    gloss("282,440 300,360 326,352 310,446", 0.4)
  );
}

function cupSleeve(p: Paint): string {
  let ridges = "";
  for (let x = 268; x <= 532; x += 24)
    ridges += line(x, 312 + Math.abs(400 - x) / 8, x + (400 - x) * 0.09, 548, p.shade, 5);
  return (
    path("M226 300 Q400 346 574 300 L540 560 Q400 600 260 560 Z", p.body, p) +
    ridges +
    ellipse(400, 430, 70, 48, p.accent, p, 6)
  );
}

function cupCarrier(p: Paint): string {
  const cupPaint = paintFor({ kind: "hot-cup", colour: "#F4F1EA" }, "#3E9B5F");
  // Hole centres on the tray's top face; a cup's base (400, 650 in its own box) is set into a hole.
  const holes: Array<[number, number]> = [
    [404, 397],
    [304, 433],
    [496, 437],
    [396, 473],
  ];
  const cupIn = ([x, y]: [number, number]) => group(`translate(${x - 144} ${y - 222}) scale(0.36)`, hotCup(cupPaint));
  return (
    poly("160,430 390,530 390,600 160,500", p.shade, p) +
    poly("390,530 650,430 650,500 390,600", p.deep, p) +
    poly("160,430 410,340 650,430 390,530", p.body, p) +
    holes.map(([x, y]) => ellipse(x, y, 54, 24, p.deep, p, 6)).join("") +
    cupIn(holes[0]!) +
    cupIn(holes[2]!)
  );
}

function straws(p: Paint): string {
  let out = "";
  [-20, -10, 0, 10, 20].forEach((angle, index) => {
    const fill = index % 2 === 0 ? p.base : p.accent;
    let stripes = "";
    for (let y = 170; y < 640; y += 70)
      stripes += `<rect x="387" y="${y}" width="26" height="26" fill="#ffffff" fill-opacity="0.85"/>`;
    out += group(
      `rotate(${angle} 400 660)`,
      rect(387, 140, 26, 520, 13, fill, paintFor({ kind: "straws", colour: fill }, fill), 5) + stripes,
    );
  });
  return out;
}

function stirrers(p: Paint): string {
  let out = "";
  [-16, -8, 0, 8, 16, 24].forEach((angle, index) => {
    const fill = index % 2 === 0 ? p.base : p.shade;
    out += group(
      `rotate(${angle - 4} 400 660)`,
      rect(388, 180, 24, 480, 12, fill, p, 5) + line(400, 210, 400, 620, p.light, 4),
    );
  });
  return out;
}

// ───────────── food containers ─────────────

/** Rice, grilled chicken and greens: the same meal seen through every clear lid. */
function meal(cx: number, cy: number, scale: number): string {
  return group(
    `translate(${cx} ${cy}) scale(${scale})`,
    '<ellipse cx="-70" cy="0" rx="110" ry="50" fill="#F3E6BE"/>' +
      '<ellipse cx="80" cy="-8" rx="80" ry="38" fill="#C46F2C"/>' +
      '<ellipse cx="60" cy="-14" rx="40" ry="12" fill="#E3964F"/>' +
      '<circle cx="20" cy="32" r="22" fill="#5AA04B"/><circle cx="54" cy="40" r="18" fill="#3E8A3A"/>' +
      '<circle cx="-20" cy="-30" r="14" fill="#D9483B"/>',
  );
}

function foodContainer(p: Paint): string {
  const lid = paintFor({ kind: "food-container", colour: "#D8EEF6", clear: true }, p.accent);
  return (
    poly("176,452 624,452 592,622 208,622", p.body, p) +
    gloss("214,470 236,470 246,600 228,600", 0.25) +
    meal(400, 380, 1.1) +
    poly("232,300 568,300 644,422 156,422", lid.body, lid) +
    poly("156,422 644,422 640,456 160,456", lid.light, lid) +
    gloss("262,316 300,316 230,410 196,410", 0.5)
  );
}

function roundContainer(p: Paint): string {
  const lid = paintFor({ kind: "round-container", colour: p.accent, clear: true }, p.accent);
  return (
    path("M228 370 L572 370 L546 612 Q400 650 254 612 Z", p.body, p) +
    `<path d="M246 396 L554 396 L536 600 Q400 632 264 600 Z" fill="#E49B3C" fill-opacity="0.85"/>` +
    gloss("262,404 286,404 294,596 276,592", 0.4) +
    ellipse(400, 362, 190, 56, lid.body, lid) +
    ellipse(400, 352, 164, 42, lid.light, lid, 5)
  );
}

function hingedBox(p: Paint): string {
  return (
    poly("196,470 604,470 574,618 226,618", p.body, p) +
    path("M186 470 L214 352 Q400 300 586 352 L614 470 Z", p.body, p) +
    line(196, 470, 604, 470, p.deep, 10) +
    rect(366, 458, 68, 32, 8, p.light, p, 5) +
    gloss("240,360 282,346 264,456 226,456", 0.4) +
    line(280, 380, 520, 380, p.shade, 5)
  );
}

function foilTray(p: Paint): string {
  let ridges = "";
  for (let x = 220; x <= 580; x += 30) ridges += line(x, 430, x + (400 - x) * 0.12, 592, p.shade, 5);
  return (
    poly("176,424 624,424 582,604 218,604", p.body, p) +
    ridges +
    poly("146,380 654,380 630,428 170,428", p.light, p) +
    gloss("200,440 230,440 248,590 226,590", 0.5) +
    `<polygon points="214,398 586,398 576,412 224,412" fill="${p.shade}"/>`
  );
}

function pizzaBox(p: Paint): string {
  return (
    poly("150,390 300,520 300,586 150,456", p.shade, p) +
    poly("300,520 660,420 660,486 300,586", p.deep, p) +
    poly("150,390 510,296 660,420 300,520", p.body, p) +
    // A pizza-slice emblem and the lid's air vents.
    path("M360 360 L470 330 L440 430 Z", p.accent, p, 6) +
    `<circle cx="420" cy="360" r="10" fill="${p.base}"/><circle cx="440" cy="392" r="9" fill="${p.base}"/>` +
    rect(560, 432, 50, 14, 7, p.line, p, 2) +
    rect(200, 452, 50, 14, 7, p.line, p, 2)
  );
}

function burgerBox(p: Paint): string {
  return (
    poly("214,480 586,480 562,612 238,612", p.shade, p) +
    path("M196 480 L226 338 Q400 306 574 338 L604 480 Z", p.body, p) +
    rect(364, 462, 72, 36, 8, p.accent, p, 5) +
    gloss("246,350 290,340 270,466 228,466", 0.35) +
    path("M300 400 Q400 370 500 400", "none", p, 6)
  );
}

function noodleBox(p: Paint): string {
  return (
    path("M258 300 Q400 80 542 300", "none", paintFor({ kind: "noodle-box", colour: "#A9AFB7" }, ""), 10) +
    poly("208,330 592,330 550,628 250,628", p.body, p) +
    poly("208,330 400,330 372,250 236,276", p.shade, p) +
    poly("400,330 592,330 564,276 428,250", p.light, p) +
    line(400, 330, 400, 628, p.shade, 5) +
    ellipse(400, 470, 60, 60, p.accent, p, 6)
  );
}

function lunchBox(p: Paint): string {
  const window = paintFor({ kind: "lunch-box", colour: "#D8EEF6", clear: true }, "");
  return (
    poly("160,420 640,420 640,604 160,604", p.shade, p) +
    poly("226,320 574,320 640,420 160,420", p.body, p) +
    meal(400, 372, 0.75) +
    poly("268,340 532,340 572,404 228,404", window.body, window, 5) +
    gloss("300,346 330,346 282,398 254,398", 0.5) +
    line(176, 512, 624, 512, p.deep, 5)
  );
}

function bowl(p: Paint): string {
  return (
    path("M178 392 Q186 628 400 636 Q614 628 622 392 Z", p.body, p) +
    ellipse(400, 392, 222, 62, p.light, p) +
    ellipse(400, 396, 196, 46, p.shade, p, 5) +
    '<circle cx="340" cy="392" r="34" fill="#5AA04B"/><circle cx="410" cy="382" r="30" fill="#3E8A3A"/>' +
    '<circle cx="462" cy="398" r="22" fill="#D9483B"/><circle cx="372" cy="406" r="18" fill="#F2C230"/>' +
    gloss("214,430 240,430 272,590 250,586", 0.35)
  );
}

// ───────────── plates and cutlery ─────────────

function plateStack(p: Paint, decorate: (cx: number, cy: number) => string): string {
  let out = "";
  for (let i = 2; i >= 0; i -= 1) out += ellipse(400, 420 + i * 26, 286, 112, i === 0 ? p.body : p.shade, p);
  return (
    out +
    ellipse(400, 414, 196, 70, p.light, p, 5) +
    decorate(400, 420) +
    path("M190 380 Q230 330 320 318", "none", paintFor({ kind: "plate", colour: "#ffffff" }, ""), 6)
  );
}

function plate(p: Paint): string {
  return plateStack(p, () => "");
}

function partyPlate(p: Paint): string {
  return plateStack(p, (cx, cy) => {
    let ring = "";
    for (let i = 0; i < 14; i += 1) {
      const angle = (i / 14) * Math.PI * 2;
      ring += `<circle cx="${(cx + Math.cos(angle) * 242).toFixed(1)}" cy="${(cy + Math.sin(angle) * 90).toFixed(1)}" r="13" fill="${p.accent}"/>`;
    }
    return ring;
  });
}

function palmPlate(p: Paint): string {
  let grain = "";
  for (let i = 0; i < 7; i += 1)
    grain += path(
      `M${230 + i * 40} ${470 - i * 16} Q${360 + i * 30} ${400 - i * 10} ${470 + i * 24} ${340 + i * 8}`,
      "none",
      paintFor({ kind: "palm-plate", colour: p.shade }, ""),
      4,
    );
  return (
    path(
      "M170 450 Q160 420 200 400 L430 316 Q460 306 490 318 L640 406 Q668 426 630 446 L400 544 Q372 556 344 544 Z",
      p.body,
      p,
    ) +
    path("M214 446 L432 356 L596 420 L390 510 Z", p.light, p, 5) +
    grain
  );
}

function spoon(p: Paint): string {
  return (
    rect(-16, -90, 32, 310, 16, p.body, p) +
    ellipse(0, -160, 54, 80, p.body, p) +
    ellipse(-8, -168, 30, 50, p.light, p, 0)
  );
}

function fork(p: Paint): string {
  let tines = "";
  for (const x of [-48, -21, 6, 32]) tines += rect(x, -250, 16, 110, 8, p.body, p, 6);
  return tines + path("M-52 -160 L52 -160 L18 -86 L-18 -86 Z", p.body, p, 6) + rect(-16, -96, 32, 316, 16, p.body, p);
}

function knife(p: Paint): string {
  return path("M-22 -250 Q36 -226 26 -44 L-22 -44 Z", p.light, p) + rect(-20, -50, 40, 270, 18, p.body, p);
}

function cutlery(p: Paint): string {
  return (
    group("translate(290 420) rotate(-10)", fork(p)) +
    group("translate(400 410)", knife(p)) +
    group("translate(510 420) rotate(10)", spoon(p))
  );
}

function cutleryKit(p: Paint): string {
  const pouch = paintFor({ kind: "cutlery-kit", colour: "#E4F2F8", clear: true }, "");
  const napkin = paintFor({ kind: "napkins", colour: "#ffffff" }, "");
  return group(
    "rotate(-12 400 420)",
    rect(250, 200, 300, 440, 26, pouch.body, pouch) +
      rect(300, 280, 200, 260, 10, napkin.base, napkin, 5) +
      group("translate(360 430) scale(0.8)", fork(p)) +
      group("translate(440 430) scale(0.8)", knife(p)) +
      rect(270, 560, 60, 40, 6, "#E4572E", napkin, 4) +
      rect(340, 570, 60, 40, 6, "#2D2D33", napkin, 4) +
      path(
        "M250 236 L270 216 L290 236 L310 216 L330 236 L350 216 L370 236 L390 216 L410 236 L430 216 L450 236 L470 216 L490 236 L510 216 L530 236 L550 216",
        "none",
        pouch,
        5,
      ),
  );
}

// ───────────── bags ─────────────

function paperBag(p: Paint): string {
  const handle = paintFor({ kind: "paper-bag", colour: p.deep }, "");
  return (
    path("M318 310 Q318 170 390 170 Q462 170 462 310", "none", handle, 16) +
    poly("230,330 310,300 600,300 520,330", p.deep, p) +
    poly("520,330 600,300 600,620 520,650", p.shade, p) +
    poly("230,330 520,330 520,650 230,650", p.body, p) +
    path("M288 336 Q288 200 360 200 Q432 200 432 336", "none", handle, 16) +
    line(240, 600, 510, 600, p.shade, 5) +
    gloss("252,346 276,346 276,636 252,636", 0.25) +
    `<circle cx="375" cy="470" r="58" fill="${p.accent}" fill-opacity="0.9"/>`
  );
}

function flatBag(p: Paint): string {
  let teeth = "M280 212";
  for (let x = 280; x < 520; x += 20) teeth += ` L${x + 10} 196 L${x + 20} 212`;
  return (
    path(`${teeth} L520 650 L280 650 Z`, p.body, p) +
    line(300, 600, 500, 600, p.shade, 5) +
    line(310, 230, 310, 640, p.shade, 4) +
    line(490, 230, 490, 640, p.shade, 4) +
    rect(340, 300, 120, 190, 50, `fill="#ffffff" fill-opacity="0.35"`, p, 0) +
    // A croissant behind the window: the bag is for bakery goods.
    path("M356 420 Q400 360 444 420 Q400 400 356 420 Z", "#D9953F", p, 5)
  );
}

function carrierBag(p: Paint): string {
  return (
    path(
      "M214 330 L214 640 Q400 676 586 640 L586 330 L520 330 L520 176 Q490 154 462 176 L462 292 Q400 326 338 292 L338 176 Q310 154 280 176 L280 330 Z",
      p.body,
      p,
    ) +
    gloss("236,350 262,350 262,620 236,616", 0.35) +
    line(260, 360, 540, 360, p.shade, 5) +
    `<path d="M400 540 C340 500 330 440 370 430 C390 426 400 444 400 452 C400 444 410 426 430 430 C470 440 460 500 400 540 Z" fill="${p.accent}"/>`
  );
}

function binBag(p: Paint): string {
  return (
    path(
      "M250 640 Q186 500 252 370 Q300 306 360 296 L376 250 Q346 204 392 196 Q400 226 408 196 Q454 204 424 250 L440 296 Q500 306 548 370 Q614 500 550 640 Q400 680 250 640 Z",
      p.body,
      p,
    ) +
    path("M300 380 Q270 470 290 600", "none", paintFor({ kind: "bin-bag", colour: p.light }, ""), 8) +
    path("M500 380 Q530 470 510 600", "none", paintFor({ kind: "bin-bag", colour: p.shade }, ""), 8) +
    ellipse(400, 268, 34, 18, p.accent, p, 6)
  );
}

function zipBag(p: Paint): string {
  return (
    rect(220, 250, 360, 400, 20, p.body, p) +
    '<circle cx="330" cy="520" r="46" fill="#C98B4A"/><circle cx="330" cy="520" r="8" fill="#8A5A2B"/>' +
    '<circle cx="460" cy="560" r="46" fill="#D9A25F"/><circle cx="452" cy="548" r="7" fill="#8A5A2B"/>' +
    rect(220, 282, 360, 22, 6, p.accent, p, 5) +
    rect(256, 330, 200, 46, 6, `fill="#ffffff" fill-opacity="0.85"`, p, 4) +
    gloss("540,330 560,330 560,620 540,620", 0.5)
  );
}

function toteBag(p: Paint): string {
  const handle = paintFor({ kind: "tote-bag", colour: p.shade }, "");
  return (
    path("M300 350 Q300 150 400 150 Q500 150 500 350", "none", handle, 26) +
    poly("226,340 574,340 592,650 208,650", p.body, p) +
    `<polygon points="244,360 556,360 570,630 230,630" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<circle cx="400" cy="490" r="70" fill="${p.accent}"/>` +
    path("M372 500 Q400 420 452 448 Q430 520 372 500 Z", "#ffffff", p, 4)
  );
}

// ───────────── napkins, tissues and rolls ─────────────

function napkins(p: Paint): string {
  let layers = "";
  for (let i = 5; i >= 0; i -= 1)
    layers += poly(
      `190,${404 + i * 18} 392,${500 + i * 18} 620,${404 + i * 18} 418,${318 + i * 18}`,
      i === 0 ? p.body : p.shade,
      p,
      5,
    );
  return (
    layers +
    line(292, 452, 520, 360, p.shade, 5) +
    poly("392,500 620,404 520,360 300,450", p.light, p, 5) +
    `<circle cx="300" cy="414" r="20" fill="${p.accent}"/>`
  );
}

function tissueBox(p: Paint): string {
  const tissue = paintFor({ kind: "tissue-box", colour: "#ffffff" }, "");
  return (
    poly("200,400 520,400 520,610 200,610", p.body, p) +
    poly("520,400 604,350 604,560 520,610", p.shade, p) +
    poly("200,400 284,350 604,350 520,400", p.light, p) +
    ellipse(400, 376, 96, 16, p.deep, p, 5) +
    path("M336 378 Q326 276 378 246 Q398 300 424 236 Q474 286 462 378 Z", tissue.base, tissue) +
    path("M210 520 Q290 470 360 520 T510 520", "none", paintFor({ kind: "tissue-box", colour: p.accent }, ""), 12)
  );
}

function wetWipes(p: Paint): string {
  return (
    rect(196, 340, 408, 270, 70, p.body, p) +
    rect(290, 376, 220, 92, 40, p.accent, p) +
    rect(330, 400, 140, 40, 20, darken(p.accent, 0.25), p, 5) +
    path("M400 488 Q368 536 384 556 Q400 572 416 556 Q432 536 400 488 Z", "#7FC8F8", p, 5) +
    gloss("230,400 250,392 250,560 230,552", 0.4)
  );
}

function roll(cx: number, top: number, bottom: number, rx: number, p: Paint): string {
  const ry = rx / 3;
  return (
    path(
      `M${cx - rx} ${top} L${cx - rx} ${bottom} A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom} L${cx + rx} ${top} Z`,
      p.body,
      p,
    ) +
    ellipse(cx, top, rx, ry, p.light, p) +
    ellipse(cx, top, rx / 3, ry / 3, "#B0834F", p, 5)
  );
}

function toiletRoll(p: Paint): string {
  return (
    roll(500, 330, 560, 120, p) +
    roll(320, 380, 610, 120, p) +
    path("M224 500 Q320 540 416 500", "none", paintFor({ kind: "toilet-roll", colour: p.shade }, ""), 5)
  );
}

function kitchenRoll(p: Paint): string {
  let perforations = "";
  for (let y = 300; y < 600; y += 80)
    perforations += `<path d="M282 ${y} A118 39 0 0 0 518 ${y}" fill="none" stroke="${p.shade}" stroke-width="5" stroke-dasharray="10 10"/>`;
  return (
    roll(400, 210, 620, 120, p) +
    perforations +
    path(
      "M300 460 Q340 430 380 460 T460 460 T500 460",
      "none",
      paintFor({ kind: "kitchen-roll", colour: p.accent }, ""),
      8,
    )
  );
}

// ───────────── gloves, hygiene and cleaning ─────────────

function glove(p: Paint): string {
  const fingers: Array<[number, number]> = [
    [296, 200],
    [352, 160],
    [408, 172],
    [464, 216],
  ];
  let out = fingers.map(([x, top]) => rect(x, top, 56, 230, 28, p.body, p)).join("");
  out += group("rotate(-42 300 470)", rect(272, 370, 58, 180, 29, p.body, p));
  out += path("M290 360 Q290 330 330 330 L490 330 Q522 330 522 370 L516 560 L300 560 Z", p.body, p);
  out += rect(300, 548, 212, 100, 16, p.shade, p) + rect(294, 548, 224, 30, 15, p.light, p, 6);
  return out + gloss("318,360 340,360 340,530 318,530", 0.3);
}

function hairnet(p: Paint): string {
  let mesh = "";
  for (let i = -6; i <= 10; i += 1) {
    mesh +=
      line(160 + i * 40, 260, 360 + i * 40, 540, p.shade, 4) + line(640 - i * 40, 260, 440 - i * 40, 540, p.shade, 4);
  }
  return (
    '<clipPath id="hairnet-dome"><path d="M222 520 Q222 258 400 258 Q578 258 578 520 Z"/></clipPath>' +
    path("M222 520 Q222 258 400 258 Q578 258 578 520 Z", p.body, p) +
    `<g clip-path="url(#hairnet-dome)">${mesh}</g>` +
    path("M222 520 Q222 258 400 258 Q578 258 578 520 Z", "none", p) +
    path(
      "M206 520 Q230 500 254 520 T302 520 T350 520 T398 520 T446 520 T494 520 T542 520 T594 520 L594 552 Q400 590 206 552 Z",
      p.light,
      p,
      6,
    )
  );
}

function apron(p: Paint): string {
  return (
    path("M340 190 Q400 96 460 190", "none", p, 12) +
    line(212, 380, 140, 432, p.line, 12) +
    line(588, 380, 660, 432, p.line, 12) +
    path("M330 184 L470 184 L470 300 Q560 326 598 362 L578 650 L222 650 L202 362 Q240 326 330 300 Z", p.body, p) +
    rect(316, 456, 168, 110, 14, p.shade, p, 6) +
    line(400, 456, 400, 566, p.line, 5)
  );
}

function faceMask(p: Paint): string {
  const loop = paintFor({ kind: "face-mask", colour: "#ffffff" }, "");
  return (
    path("M232 372 Q150 380 160 450 Q170 520 232 500", "none", loop, 8) +
    path("M568 372 Q650 380 640 450 Q630 520 568 500", "none", loop, 8) +
    path("M224 350 Q400 300 576 350 L576 520 Q400 570 224 520 Z", p.body, p) +
    path("M240 410 Q400 370 560 410", "none", paintFor({ kind: "face-mask", colour: p.shade }, ""), 6) +
    path("M240 460 Q400 420 560 460", "none", paintFor({ kind: "face-mask", colour: p.shade }, ""), 6) +
    line(330, 336, 470, 336, "#C9CED6", 10)
  );
}

function sponge(p: Paint): string {
  let pores = "";
  for (const [x, y] of [
    [250, 480],
    [300, 540],
    [360, 500],
    [430, 560],
    [480, 510],
    [540, 470],
    [270, 580],
    [520, 560],
  ] as const) {
    pores += `<ellipse cx="${x}" cy="${y}" rx="12" ry="8" fill="${p.shade}"/>`;
  }
  return (
    poly("210,420 560,420 560,600 210,600", p.body, p) +
    poly("560,420 630,370 630,550 560,600", p.shade, p) +
    poly("210,380 560,380 560,420 210,420", p.accent, p) +
    poly("560,380 630,330 630,370 560,420", darken(p.accent, 0.2), p) +
    poly("210,380 280,330 630,330 560,380", lighten(p.accent, 0.2), p) +
    pores
  );
}

function pumpBottle(p: Paint): string {
  const bottle = paintFor({ kind: "pump-bottle", colour: "#E8F4F8", clear: true }, "");
  const pump = paintFor({ kind: "pump-bottle", colour: p.accent }, "");
  return (
    rect(294, 330, 212, 320, 44, bottle.body, bottle) +
    `<rect x="306" y="400" width="188" height="238" rx="36" fill="${p.base}" fill-opacity="0.75"/>` +
    rect(370, 280, 60, 56, 8, pump.base, pump) +
    rect(388, 220, 24, 64, 8, pump.light, pump, 6) +
    path("M336 200 L468 200 L540 214 L540 238 L468 236 L336 236 Z", pump.base, pump) +
    rect(320, 440, 160, 120, 14, "#ffffff", bottle, 5) +
    path("M400 462 Q376 498 388 520 Q400 534 412 520 Q424 498 400 462 Z", p.base, pump, 4)
  );
}

function foilRoll(p: Paint): string {
  const box = paintFor({ kind: "foil-roll", colour: p.accent }, "");
  let teeth = "M130 424";
  for (let x = 130; x < 640; x += 17) teeth += ` L${x + 8.5} 436 L${x + 17} 424`;
  return (
    poly("170,360 680,360 640,424 130,424", box.light, box) +
    poly("640,424 680,360 680,470 640,530", box.shade, box) +
    path("M200 436 L580 436 L604 626 Q500 606 400 632 Q300 656 178 626 Z", p.body, p) +
    gloss("236,460 266,460 256,610 226,610", 0.55) +
    gloss("300,460 316,460 312,620 296,620", 0.4) +
    poly("130,424 640,424 640,530 130,530", box.base, box).replace("/>", ' fill-opacity="0.96"/>') +
    path(teeth, "none", box, 5) +
    `<rect x="150" y="450" width="150" height="56" rx="10" fill="${p.base}"/>`
  );
}

// ───────────── party and occasions ─────────────

function balloons(p: Paint): string {
  const colours = [p.base, p.accent, lighten(p.base, 0.45)];
  const spots: Array<[number, number, number]> = [
    [300, 290, -10],
    [480, 250, 8],
    [396, 392, 0],
  ];
  return spots
    .map(([x, y, tilt], index) => {
      const balloon = paintFor({ kind: "balloons", colour: colours[index] ?? p.base }, "");
      return (
        path(
          `M${x} ${y + 136} Q${x + 30} ${y + 240} 400 ${Math.min(660, y + 370)}`,
          "none",
          paintFor({ kind: "balloons", colour: "#9AA0A8" }, ""),
          4,
        ) +
        group(
          `rotate(${tilt} ${x} ${y})`,
          poly(`${x - 14},${y + 146} ${x + 14},${y + 146} ${x},${y + 128}`, balloon.base, balloon, 5) +
            ellipse(x, y, 108, 134, balloon.base, balloon) +
            `<ellipse cx="${x - 40}" cy="${y - 52}" rx="22" ry="36" fill="#ffffff" fill-opacity="0.5" transform="rotate(-24 ${x - 40} ${y - 52})"/>`,
        )
      );
    })
    .join("");
}

function bunting(p: Paint): string {
  const point = (t: number) => {
    // Quadratic curve of the string: (120, 230) → (400, 400) → (680, 230).
    const x = (1 - t) ** 2 * 120 + 2 * (1 - t) * t * 400 + t ** 2 * 680;
    const y = (1 - t) ** 2 * 230 + 2 * (1 - t) * t * 400 + t ** 2 * 230;
    return [x, y] as const;
  };
  let flags = "";
  for (let i = 0; i < 7; i += 1) {
    const [x1, y1] = point(0.06 + i * 0.13);
    const [x2, y2] = point(0.06 + i * 0.13 + 0.11);
    const fill = i % 2 === 0 ? p.base : p.accent;
    flags += poly(
      `${x1},${y1} ${x2},${y2} ${(x1 + x2) / 2},${(y1 + y2) / 2 + 170}`,
      fill,
      paintFor({ kind: "bunting", colour: fill }, ""),
      6,
    );
  }
  return path("M120 230 Q400 400 680 230", "none", p, 6) + flags;
}

function giftBox(p: Paint): string {
  const ribbon = paintFor({ kind: "gift-box", colour: p.accent }, "");
  return (
    poly("216,404 384,456 384,640 216,588", p.shade, p) +
    poly("384,456 600,396 600,584 384,640", p.deep, p) +
    poly("290,428 330,440 330,624 290,612", ribbon.base, ribbon, 5) +
    poly("480,424 520,412 520,600 480,612", ribbon.base, ribbon, 5) +
    poly("196,340 384,392 384,448 196,396", p.body, p) +
    poly("384,392 620,330 620,386 384,448", p.shade, p) +
    poly("196,340 432,282 620,330 384,392", p.light, p) +
    poly("276,320 314,310 502,362 464,372", ribbon.base, ribbon, 5) +
    poly("492,298 530,308 342,358 304,348", ribbon.base, ribbon, 5) +
    ellipse(358, 272, 70, 34, ribbon.light, ribbon).replace("/>", ' transform="rotate(-24 358 272)"/>') +
    ellipse(480, 272, 70, 34, ribbon.light, ribbon).replace("/>", ' transform="rotate(24 480 272)"/>') +
    ellipse(418, 318, 28, 22, ribbon.base, ribbon, 6)
  );
}

function lantern(p: Paint): string {
  const glow = "#FFE39A";
  return (
    `<circle cx="400" cy="150" r="30" fill="none" stroke="${p.line}" stroke-width="10"/>` +
    path("M300 262 Q400 160 500 262 Z", p.body, p) +
    rect(288, 256, 224, 34, 8, p.shade, p) +
    poly("300,290 500,290 540,410 500,560 300,560 260,410", glow, p) +
    `<circle cx="400" cy="430" r="64" fill="#FFF6D6"/>` +
    line(400, 290, 400, 560, p.base, 12) +
    line(262, 410, 538, 410, p.base, 12) +
    line(330, 290, 300, 410, p.base, 8) +
    line(470, 290, 500, 410, p.base, 8) +
    line(300, 410, 330, 560, p.base, 8) +
    line(500, 410, 470, 560, p.base, 8) +
    poly("300,290 500,290 540,410 500,560 300,560 260,410", "none", p) +
    poly("310,560 490,560 468,612 332,612", p.shade, p) +
    rect(300, 610, 200, 30, 8, p.body, p)
  );
}

function tableCover(p: Paint): string {
  let folds = "";
  for (const x of [250, 330, 400, 470, 550])
    folds += path(
      `M${x} ${400 + Math.abs(400 - x) / 10} Q${x + 10} 520 ${x - 6} ${620 - Math.abs(400 - x) / 8}`,
      "none",
      paintFor({ kind: "table-cover", colour: p.shade }, ""),
      6,
    );
  return (
    path("M168 390 Q152 560 214 626 Q400 664 586 626 Q648 560 632 390 Z", p.body, p) +
    folds +
    ellipse(400, 390, 232, 74, p.light, p) +
    ellipse(400, 384, 90, 26, p.accent, p, 5)
  );
}

function partyHat(p: Paint): string {
  const inside = (x: number, y: number) => y > 240 && y < 580 && Math.abs(x - 400) < ((y - 180) / 420) * 140 - 20;
  return (
    line(270, 604, 400, 690, "#9AA0A8", 4) +
    line(530, 604, 400, 690, "#9AA0A8", 4) +
    path("M400 180 L540 600 Q400 640 260 600 Z", p.body, p) +
    dots(p.accent, inside, 56, 12) +
    path("M258 598 Q400 642 542 598 L548 620 Q400 668 252 620 Z", p.accent, p, 6) +
    `<circle cx="400" cy="172" r="34" fill="${p.accent}" stroke="${p.line}" stroke-width="6"/>`
  );
}

function candles(p: Paint): string {
  const fills = [p.base, p.accent, "#ffffff", p.base, p.accent];
  return fills
    .map((fill, index) => {
      const x = 236 + index * 76;
      const top = 300 + (index % 2) * 40;
      const candle = paintFor({ kind: "candles", colour: fill }, "");
      let stripes = "";
      for (let y = top + 30; y < 630; y += 60)
        stripes += `<polygon points="${x},${y} ${x + 40},${y - 22} ${x + 40},${y - 6} ${x},${y + 16}" fill="${candle.shade}"/>`;
      return (
        rect(x, top, 40, 640 - top, 10, fill, candle, 6) +
        stripes +
        line(x + 20, top, x + 20, top - 26, "#3A3A3A", 5) +
        `<path d="M${x + 20} ${top - 100} Q${x + 46} ${top - 50} ${x + 20} ${top - 28} Q${x - 6} ${top - 50} ${x + 20} ${top - 100} Z" fill="#F7A928"/>` +
        `<path d="M${x + 20} ${top - 72} Q${x + 32} ${top - 46} ${x + 20} ${top - 34} Q${x + 8} ${top - 46} ${x + 20} ${top - 72} Z" fill="#FFE27A"/>`
      );
    })
    .join("");
}

/** A bundle: plates, a cup, napkins and cutlery together, in the kit's colour. */
function kit(spec: DrawingSpec): string {
  const part = (kind: DrawingKind, transform: string, colour = spec.colour) =>
    group(transform, draw({ kind, colour, accent: spec.accent }));
  return (
    part("party-plate", "translate(60 250) scale(0.62)", "#ffffff") +
    part("napkins", "translate(330 300) scale(0.55)") +
    part("party-cup", "translate(250 40) scale(0.55)") +
    part("cutlery", "translate(420 80) scale(0.5)", "#ffffff")
  );
}

// ───────────── dispatch ─────────────

type Drawer = (p: Paint) => string;

/** Each kind's drawing and its default accent colour. */
const DRAWERS: Record<Exclude<DrawingKind, "kit">, [Drawer, string]> = {
  "hot-cup": [hotCup, "#3E9B5F"],
  "ripple-cup": [rippleCup, "#2D2D33"],
  "party-cup": [partyCup, "#F2C230"],
  "cold-cup": [coldCup, "#CFE9F3"],
  "cup-lid": [cupLid, "#2D2D33"],
  "cup-sleeve": [cupSleeve, "#3E9B5F"],
  "cup-carrier": [cupCarrier, "#9B8B73"],
  straws: [straws, "#ffffff"],
  stirrers: [stirrers, "#ffffff"],
  "food-container": [foodContainer, "#D8EEF6"],
  "round-container": [roundContainer, "#D8EEF6"],
  "hinged-box": [hingedBox, "#ffffff"],
  "foil-tray": [foilTray, "#ffffff"],
  "pizza-box": [pizzaBox, "#D64545"],
  "burger-box": [burgerBox, "#F2C230"],
  "noodle-box": [noodleBox, "#D64545"],
  "lunch-box": [lunchBox, "#ffffff"],
  bowl: [bowl, "#ffffff"],
  plate: [plate, "#ffffff"],
  "party-plate": [partyPlate, "#F2C230"],
  "palm-plate": [palmPlate, "#ffffff"],
  cutlery: [cutlery, "#ffffff"],
  "cutlery-kit": [cutleryKit, "#ffffff"],
  "paper-bag": [paperBag, "#ffffff"],
  "flat-bag": [flatBag, "#ffffff"],
  "carrier-bag": [carrierBag, "#D64545"],
  "bin-bag": [binBag, "#F2C230"],
  "zip-bag": [zipBag, "#3A74C9"],
  "tote-bag": [toteBag, "#ffffff"],
  napkins: [napkins, "#CFA53E"],
  "tissue-box": [tissueBox, "#3A74C9"],
  "wet-wipes": [wetWipes, "#ffffff"],
  "toilet-roll": [toiletRoll, "#ffffff"],
  "kitchen-roll": [kitchenRoll, "#7FC8F8"],
  glove: [glove, "#ffffff"],
  hairnet: [hairnet, "#ffffff"],
  apron: [apron, "#ffffff"],
  "face-mask": [faceMask, "#ffffff"],
  sponge: [sponge, "#3E9B5F"],
  "pump-bottle": [pumpBottle, "#2D2D33"],
  "foil-roll": [foilRoll, "#D64545"],
  balloons: [balloons, "#CFA53E"],
  bunting: [bunting, "#ffffff"],
  "gift-box": [giftBox, "#CFA53E"],
  lantern: [lantern, "#FFE39A"],
  "table-cover": [tableCover, "#ffffff"],
  "party-hat": [partyHat, "#ffffff"],
  candles: [candles, "#ffffff"],
};

function ecoBadge(): string {
  return (
    '<circle cx="636" cy="170" r="58" fill="#3E9B5F" stroke="#ffffff" stroke-width="8"/>' +
    '<path d="M606 196 Q600 136 666 140 Q668 204 606 196 Z" fill="#ffffff"/>' +
    '<path d="M606 196 Q630 168 650 154" fill="none" stroke="#3E9B5F" stroke-width="6" stroke-linecap="round"/>'
  );
}

/** The object drawing (no background) for an 800 × 800 box. */
export function draw(spec: DrawingSpec): string {
  const body =
    spec.kind === "kit"
      ? kit(spec)
      : (() => {
          const [drawer, accent] = DRAWERS[spec.kind];
          return drawer(paintFor(spec, accent));
        })();
  return spec.eco ? body + ecoBadge() : body;
}
