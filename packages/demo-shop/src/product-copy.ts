/**
 * The shopper-facing text of a generated product: name, subname, summary, description, usage, keywords and
 * SEO fields, in English and Arabic, from its product type and its size, colour and pack. HTML is built from
 * the seed's own strings only, escaped anyway so a stray "<" or "&" in copy cannot break the markup.
 */
import { BRANDS } from "./brands.js";
import {
  COLOURS,
  MATERIALS,
  PACKINGS,
  UNITS,
  arabicCount,
  englishCount,
  type Bilingual,
  type ColourKey,
  type CountedNoun,
  type MaterialKey,
  type PackDef,
  type ProductTypeDef,
  type SizeDef,
} from "./catalog-model.js";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const list = (items: readonly string[], tag: "ul" | "ol" = "ul") =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;

function colourWord(colour: ColourKey, type: Pick<ProductTypeDef, "gender">): Bilingual {
  return { en: COLOURS[colour].en, ar: COLOURS[colour].ar[type.gender] };
}

/** Fills `{c}` (or puts the colour first in English and after the noun in Arabic), then appends the size. */
export function productName(type: ProductTypeDef, colour: ColourKey | undefined, size: SizeDef | undefined): Bilingual {
  const word = colour ? colourWord(colour, type) : undefined;
  const fill = (template: string, value: string | undefined, before: boolean) => {
    if (template.includes("{c}"))
      return template
        .replace("{c}", value ?? "")
        .replace(/\s+/g, " ")
        .trim();
    if (!value) return template;
    return before ? `${value} ${template}` : `${template} ${value}`;
  };
  const en = fill(type.name.en, word?.en, true);
  const ar = fill(type.name.ar, word?.ar, false);
  return size ? { en: `${en} ${size.en}`, ar: `${ar} ${size.ar}` } : { en, ar };
}

export function unitOf(type: Pick<ProductTypeDef, "unit">): CountedNoun {
  return UNITS[type.unit ?? "piece"];
}

/** "Pack of 50" / "عبوة من 50", "Roll of 20 bags" / "رول من 20 كيساً", "Single roll" / "رول واحد". */
export function packLabel(pack: PackDef, unit: CountedNoun): Bilingual {
  if (pack.count === 1) return { en: `Single ${unit.en[0]}`, ar: arabicCount(1, unit) };
  const packing = PACKINGS[pack.packing ?? "pack"];
  const countedEn = pack.count.toLocaleString("en-US");
  if (unit === UNITS.piece) return { en: `${packing.en} of ${countedEn}`, ar: `${packing.ar} من ${pack.count}` };
  return { en: `${packing.en} of ${countedEn} ${unit.en[1]}`, ar: `${packing.ar} من ${arabicCount(pack.count, unit)}` };
}

export function dimensionsText(dims: readonly [number, number, number]): Bilingual {
  const text = dims.join(" × ");
  return { en: `${text} cm`, ar: `${text} سم` };
}

/** How to store a material: paper fears damp, PLA and latex fear heat. */
const STORAGE: Record<"paper" | "plastic" | "metal" | "natural" | "heatSensitive", Bilingual> = {
  paper: {
    en: "Store in a cool, dry place, off the floor: paper takes up moisture and loses strength when damp.",
    ar: "يُحفظ في مكان بارد وجاف بعيداً عن الأرض: الورق يمتص الرطوبة ويفقد متانته.",
  },
  plastic: {
    en: "Store in the sealed sleeve, away from direct sunlight and heat sources.",
    ar: "يُحفظ داخل غلافه المغلق بعيداً عن أشعة الشمس المباشرة ومصادر الحرارة.",
  },
  metal: {
    en: "Store dry and flat so rims stay true; aluminium is fully recyclable after use.",
    ar: "يُحفظ جافاً ومسطحاً لتبقى الحواف مستقيمة، والألمنيوم قابل لإعادة التدوير بالكامل بعد الاستخدام.",
  },
  natural: {
    en: "Store in a dry, ventilated place: natural fibres take up moisture.",
    ar: "يُحفظ في مكان جاف وجيد التهوية: الألياف الطبيعية تمتص الرطوبة.",
  },
  heatSensitive: {
    en: "Store below 40 °C and out of the sun, never in a parked car: heat softens this material.",
    ar: "يُحفظ تحت 40 درجة مئوية بعيداً عن الشمس، ولا يُترك في سيارة متوقفة: الحرارة تُليّن هذه المادة.",
  },
};

const STORAGE_BY_MATERIAL: Record<MaterialKey, keyof typeof STORAGE> = {
  paper: "paper",
  kraftPaper: "paper",
  cardboard: "paper",
  tissue: "paper",
  siliconePaper: "paper",
  pp: "plastic",
  pet: "plastic",
  ps: "plastic",
  hdpe: "plastic",
  ldpe: "plastic",
  nitrile: "plastic",
  vinyl: "plastic",
  pvc: "plastic",
  nonWoven: "plastic",
  spunlace: "plastic",
  foam: "plastic",
  cotton: "natural",
  aluminium: "metal",
  foil: "metal",
  wood: "natural",
  bamboo: "natural",
  bagasse: "natural",
  palmLeaf: "natural",
  pla: "heatSensitive",
  latex: "heatSensitive",
};

export interface CopyInput {
  type: ProductTypeDef;
  name: Bilingual;
  /** Absent on base products, whose variants differ in size. */
  size?: SizeDef;
  /** Absent on base products whose variants differ in colour, and on single-colour types. */
  colour?: ColourKey;
  pack: PackDef;
  brandCode: string;
}

export interface ProductCopy {
  subname: Bilingual;
  summary: Bilingual;
  description: Bilingual;
  usage: Bilingual;
  keywords: Bilingual;
  seoTitle: Bilingual;
  seoDescription: Bilingual;
}

function specLines(input: CopyInput): { en: string[]; ar: string[] } {
  const { type, size, colour, pack, brandCode } = input;
  const unit = unitOf(type);
  const material = MATERIALS[type.material];
  const brand = BRANDS.find((candidate) => candidate.code === brandCode);
  const en: string[] = [`Material: ${material.en}`];
  const ar: string[] = [`الخامة: ${material.ar}`];
  if (colour) {
    en.push(`Colour: ${COLOURS[colour].en}`);
    ar.push(`اللون: ${COLOURS[colour].ar.m}`);
  }
  if (size) {
    en.push(`Size: ${size.en}`);
    ar.push(`المقاس: ${size.ar}`);
    if (size.capacityMl) {
      en.push(`Capacity: ${size.capacityMl} ml`);
      ar.push(`السعة: ${size.capacityMl} مل`);
    }
    const dims = dimensionsText(size.dims);
    en.push(`Dimensions (W × D × H): ${dims.en}`);
    ar.push(`الأبعاد (العرض × العمق × الارتفاع): ${dims.ar}`);
  }
  en.push(`In the pack: ${englishCount(pack.count, unit)}`);
  ar.push(`محتوى العبوة: ${arabicCount(pack.count, unit)}`);
  if (brand) {
    en.push(`Brand: ${brand.name.en}`);
    ar.push(`العلامة التجارية: ${brand.name.ar}`);
  }
  return { en, ar };
}

export function productCopy(input: CopyInput): ProductCopy {
  const { type, name, size, colour, pack } = input;
  const subname = packLabel(pack, unitOf(type));
  const specs = specLines(input);
  const storage = STORAGE[STORAGE_BY_MATERIAL[type.material]];
  const brand = BRANDS.find((candidate) => candidate.code === input.brandCode);
  const extraKeywords = (language: "en" | "ar") =>
    [
      size?.[language],
      colour ? (language === "en" ? COLOURS[colour].en.toLowerCase() : COLOURS[colour].ar.m) : undefined,
      brand?.name[language],
    ]
      .filter((word): word is string => Boolean(word))
      .map((word) => word.replace(/[,،]/g, " "));
  return {
    subname,
    summary: {
      en: `<p>${escapeHtml(type.about.en)}</p>${list(type.highlights.en)}`,
      ar: `<p>${escapeHtml(type.about.ar)}</p>${list(type.highlights.ar)}`,
    },
    description: {
      en: `<p>${escapeHtml(name.en)}, ${escapeHtml(subname.en.toLowerCase())}.</p>${list(specs.en)}`,
      ar: `<p>${escapeHtml(name.ar)}، ${escapeHtml(subname.ar)}.</p>${list(specs.ar)}`,
    },
    usage: {
      en: `<h3>How to use</h3>${list(type.usage.en, "ol")}<h3>Storage</h3><p>${escapeHtml(storage.en)}</p>`,
      ar: `<h3>طريقة الاستخدام</h3>${list(type.usage.ar, "ol")}<h3>التخزين</h3><p>${escapeHtml(storage.ar)}</p>`,
    },
    keywords: {
      en: [type.keywords.en, ...extraKeywords("en")].join(", "),
      ar: [type.keywords.ar, ...extraKeywords("ar")].join("، "),
    },
    seoTitle: { en: `${name.en} – ${subname.en} | Dukkan`, ar: `${name.ar} – ${subname.ar} | دكان` },
    seoDescription: type.about,
  };
}

/** The copy of a kit bundle: its story, then the list of what is inside. */
export function kitCopy(name: Bilingual, about: Bilingual, lines: Bilingual[]): ProductCopy {
  const items = (language: "en" | "ar") => list(lines.map((line) => line[language]));
  const subname = {
    en: `Bundle of ${lines.length} products`,
    ar: `باقة من ${arabicCount(lines.length, UNITS.product)}`,
  };
  return {
    subname,
    summary: { en: `<p>${escapeHtml(about.en)}</p>${items("en")}`, ar: `<p>${escapeHtml(about.ar)}</p>${items("ar")}` },
    description: {
      en: `<p>${escapeHtml(name.en)}: ${lines.length} products, packed together and priced 12% below buying them one by one.</p>${items("en")}`,
      ar: `<p>${escapeHtml(name.ar)}: ${arabicCount(lines.length, UNITS.product)} معبأة معاً بسعر أقل بنسبة 12% من شرائها كلٌّ على حدة.</p>${items("ar")}`,
    },
    usage: {
      en: "<h3>How to use</h3><ol><li>Unpack and check the contents against the list.</li><li>Each item can also be reordered on its own from its product page.</li></ol>",
      ar: "<h3>طريقة الاستخدام</h3><ol><li>افتح الطقم وطابق المحتويات مع القائمة.</li><li>يمكن إعادة طلب كل منتج على حدة من صفحته.</li></ol>",
    },
    keywords: { en: `kit, bundle, set, ${name.en.toLowerCase()}`, ar: `طقم، باقة، مجموعة، ${name.ar}` },
    seoTitle: { en: `${name.en} | Dukkan`, ar: `${name.ar} | دكان` },
    seoDescription: about,
  };
}
