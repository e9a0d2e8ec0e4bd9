/**
 * The departments' own category pages (spec §7: `pages?pageType=CategoryPage&code=…` answers the page of the
 * category or its nearest ancestor): each department gets a wide banner with its own scene and copy, and a
 * category group of up to four sub-category tiles (spec §9). Sub-categories show their department's page.
 */
import type { Bilingual } from "./catalog-model.js";
import { COLOURS } from "./catalog-model.js";
import type { DrawingSpec, SceneItem } from "./images.js";

export type DepartmentBanner = {
  /** The department's category code. */
  code: string;
  headline: Bilingual;
  content: Bilingual;
  /** Where 'Shop now' leads: a ready-made kit or a campaign listing. */
  urlLink: string;
  colours: [string, string];
  items: SceneItem[];
};

/** Banner scenes are 1600 × 400: the items stand at the inline end, the words go over the empty start. */
export const DEPARTMENT_BANNER_SIZE: [number, number] = [1600, 400];

const c = (key: keyof typeof COLOURS) => COLOURS[key].hex;
const draw = (kind: DrawingSpec["kind"], colour: string, extra: Partial<DrawingSpec> = {}): DrawingSpec => ({
  kind,
  colour,
  ...extra,
});
const at = (spec: DrawingSpec, x: number, y: number, size: number, rotate?: number): SceneItem => ({
  spec,
  x,
  y,
  size,
  rotate,
});

const DEALS = "/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50";

export const DEPARTMENT_BANNERS: readonly DepartmentBanner[] = [
  {
    code: "food-containers",
    headline: { en: "Containers that travel well", ar: "حافظات تصل بطعامك سليماً" },
    content: {
      en: "Microwave-safe, leak-resistant and stackable, in trade packs for busy kitchens.",
      ar: "آمنة للميكروويف ومقاومة للتسرب وقابلة للتكديس، بعبوات تجارية للمطابخ المزدحمة.",
    },
    urlLink: "/product/kit~takeaway~50013-01-takeaway-starter-kit",
    colours: ["#FFE0B2", "#F28C38"],
    items: [
      at(draw("food-container", c("black")), 960, 60, 320, -4),
      at(draw("pizza-box", c("kraft")), 1180, 40, 330),
      at(draw("round-container", c("clear"), { clear: true }), 1370, 110, 260, 6),
    ],
  },
  {
    code: "cups-and-lids",
    headline: { en: "Every cup your café pours", ar: "كل كوب يقدمه مقهاك" },
    content: {
      en: "Single wall, double wall and ripple cups with matching lids and sleeves.",
      ar: "أكواب بجدار واحد ومزدوج ومموجة مع أغطية وأغلفة متطابقة.",
    },
    urlLink: "/product/kit~coffee~50011-01-coffee-corner-starter-kit",
    colours: ["#D7CCC8", "#6D4C41"],
    items: [
      at(draw("ripple-cup", c("kraft")), 960, 30, 330),
      at(draw("hot-cup", c("white"), { accent: c("green") }), 1170, 60, 310, 4),
      at(draw("cold-cup", c("clear"), { clear: true }), 1360, 50, 300, -6),
    ],
  },
  {
    code: "cutlery-tableware",
    headline: { en: "Set the table in minutes", ar: "جهّز المائدة في دقائق" },
    content: {
      en: "Plates, bowls and cutlery for buffets, events and everyday service.",
      ar: "أطباق وأوعية وأدوات مائدة للبوفيهات والمناسبات والخدمة اليومية.",
    },
    urlLink: DEALS,
    colours: ["#E3F2FD", "#1E88E5"],
    items: [
      at(draw("plate", c("gold")), 940, 70, 330),
      at(draw("bowl", c("white"), { accent: c("blue") }), 1160, 90, 300),
      at(draw("cutlery", c("white")), 1360, 40, 300, 10),
    ],
  },
  {
    code: "bags",
    headline: { en: "Bags for every order", ar: "أكياس لكل طلب" },
    content: {
      en: "Paper, plastic and reusable bags, from sandwich bags to heavy-duty carriers.",
      ar: "أكياس ورقية وبلاستيكية وقابلة لإعادة الاستخدام، من أكياس الساندويتش إلى الحاملات المتينة.",
    },
    urlLink: DEALS,
    colours: ["#F3E5D0", "#A9744F"],
    items: [
      at(draw("paper-bag", c("kraft")), 940, 30, 340),
      at(draw("carrier-bag", c("white"), { accent: c("green") }), 1160, 60, 320, 5),
      at(draw("tote-bag", c("natural")), 1370, 70, 290, -5),
    ],
  },
  {
    code: "napkins-tissues",
    headline: { en: "Soft touches for every table", ar: "لمسات ناعمة لكل مائدة" },
    content: {
      en: "Dinner and cocktail napkins, tissues and wipes in bulk packs.",
      ar: "مناديل العشاء والكوكتيل والمناديل الورقية والمبللة بعبوات كبيرة.",
    },
    urlLink: DEALS,
    colours: ["#FCE4EC", "#D81B60"],
    items: [
      at(draw("napkins", c("red"), { accent: c("gold") }), 950, 80, 320),
      at(draw("tissue-box", c("white"), { accent: c("pink") }), 1170, 70, 310),
      at(draw("wet-wipes", c("blue")), 1380, 100, 260, 6),
    ],
  },
  {
    code: "gloves-hygiene",
    headline: { en: "A cleaner kitchen, every shift", ar: "مطبخ أنظف في كل وردية" },
    content: {
      en: "Nitrile, vinyl and poly gloves, aprons, hairnets and cleaning supplies.",
      ar: "قفازات نتريل وفينيل وبولي ومرايل وأغطية شعر ومستلزمات تنظيف.",
    },
    urlLink: DEALS,
    colours: ["#E0F7FA", "#00838F"],
    items: [
      at(draw("glove", c("blue")), 950, 40, 320, -8),
      at(draw("apron", c("white"), { accent: c("turquoise") }), 1170, 40, 320),
      at(draw("pump-bottle", c("green")), 1380, 70, 280),
    ],
  },
  {
    code: "foils-kitchen-rolls",
    headline: { en: "Wrap, bake and wipe", ar: "للتغليف والخَبز والتنظيف" },
    content: {
      en: "Aluminium foil, cling film, baking paper and kitchen towels in catering sizes.",
      ar: "ورق ألمنيوم ونايلون تغليف وورق خبز ومناشف مطبخ بمقاسات الضيافة.",
    },
    urlLink: DEALS,
    colours: ["#ECEFF1", "#546E7A"],
    items: [
      at(draw("foil-roll", c("silver"), { accent: c("red") }), 940, 70, 320),
      at(draw("kitchen-roll", c("white"), { accent: c("blue") }), 1170, 40, 320),
      at(draw("foil-tray", c("silver")), 1370, 120, 270),
    ],
  },
  {
    code: "party-occasions",
    headline: { en: "Celebrate with colour", ar: "احتفل بالألوان" },
    content: {
      en: "Balloons, bunting, party tableware and gift packaging for every occasion.",
      ar: "بالونات وزينة معلقة وأدوات مائدة للحفلات وتغليف هدايا لكل مناسبة.",
    },
    urlLink: "/product/kit~party~50010-01-birthday-party-kit-for-10",
    colours: ["#E9D5FF", "#8E44AD"],
    items: [
      at(draw("balloons", c("gold"), { accent: c("white") }), 950, 10, 340),
      at(draw("gift-box", c("purple"), { accent: c("gold") }), 1170, 90, 300),
      at(draw("lantern", c("gold")), 1380, 30, 310),
    ],
  },
  {
    code: "eco-friendly",
    headline: { en: "Packaging that returns to the earth", ar: "تغليف يعود إلى الأرض" },
    content: {
      en: "Bagasse, palm leaf, bamboo and compostable cups that break down in weeks.",
      ar: "قصب السكر وسعف النخيل والخيزران وأكواب قابلة للتحلل خلال أسابيع.",
    },
    urlLink: "/product/kit~eco~50016-01-zero-plastic-takeaway-kit",
    colours: ["#E6F4D7", "#6BAF5B"],
    items: [
      at(draw("palm-plate", c("natural"), { eco: true }), 940, 90, 320),
      at(draw("hinged-box", c("natural"), { eco: true }), 1160, 70, 320),
      at(draw("hot-cup", c("kraft"), { accent: c("green"), eco: true }), 1380, 40, 290),
    ],
  },
];

/** Tiles shown in a category group (spec §9: up to 4 banners per category group). */
export const CATEGORY_GROUP_TILES = 4;
