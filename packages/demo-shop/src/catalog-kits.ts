/**
 * Kit bundles: ready-made sets of the shop's own products sold as one line (code `kit~{occasion}~{n0}-{n1}`),
 * and one kit family whose variants differ by party size (codes `kit_{guests}~{occasion}~{n0}-{n1}`, qualifier
 * `kit`). Components name a product by its type's English name and its size, colour and pack, so the kits
 * survive changes to the generated codes.
 */
import type { Bilingual, ColourKey } from "./catalog-model.js";

export interface ComponentRef {
  /** The product type's English name as written in its catalog file (with `{c}` if it has one). */
  type: string;
  /** English size label; the type's first size when absent. */
  size?: string;
  colour?: ColourKey;
  /** Pack count; the type's first pack when absent. */
  pack?: number;
  quantity: number;
}

export interface KitDef {
  /** The `{a}` part of the code: the occasion. */
  occasion: string;
  category: string;
  name: Bilingual;
  about: Bilingual;
  colour: ColourKey;
  components: ComponentRef[];
  /** The demo's one kit sold out on purpose (its own stock 0, a restock date ahead); the others can be bought. */
  soldOut?: true;
}

export interface KitFamilyDef {
  occasion: string;
  category: string;
  name: Bilingual;
  about: Bilingual;
  colour: ColourKey;
  /** One variant per guest count, each with its own components. */
  variants: Array<{ guests: number; label: Bilingual; components: ComponentRef[] }>;
}

export const KITS: readonly KitDef[] = [
  {
    occasion: "party",
    category: "party-kits",
    name: { en: "Birthday Party Kit for 10", ar: "طقم حفلة عيد ميلاد لعشرة أشخاص" },
    about: {
      en: "Plates, cups, napkins, balloons, hats and candles in matching red and gold: a whole birthday table in one box.",
      ar: "أطباق وأكواب ومناديل وبالونات وقبعات وشموع بألوان الأحمر والذهبي المتناسقة: طاولة عيد ميلاد كاملة في علبة واحدة.",
    },
    colour: "red",
    components: [
      { type: "{c} Polka Dot Paper Plate", size: "23 cm", colour: "red", quantity: 1 },
      { type: "{c} Polka Dot Paper Cup", colour: "red", quantity: 1 },
      { type: "{c} Cocktail Napkin", colour: "pink", quantity: 1 },
      { type: "{c} Latex Balloons", colour: "red", quantity: 1 },
      { type: "{c} Party Hats", colour: "gold", quantity: 1 },
      { type: "{c} Birthday Candles", size: "6 cm", colour: "pink", quantity: 1 },
    ],
  },
  {
    occasion: "coffee",
    category: "cup-accessories",
    name: { en: "Coffee Corner Starter Kit", ar: "طقم ركن القهوة للمبتدئين" },
    about: {
      en: "Everything a new coffee counter needs for its first hundred cups: insulated cups, lids, stirrers and carriers.",
      ar: "كل ما يحتاجه ركن قهوة جديد لأول مئة كوب: أكواب عازلة وأغطية ومحركات وحاملات.",
    },
    colour: "black",
    components: [
      { type: "{c} Double Wall Paper Cup", size: "8 oz", colour: "black", quantity: 4 },
      { type: "{c} Sip Lid for Hot Cups", size: "80 mm", colour: "black", pack: 100, quantity: 1 },
      { type: "Wooden Coffee Stirrers", size: "140 mm", pack: 500, quantity: 1 },
      { type: "Moulded Pulp Cup Carrier", size: "4-cup", pack: 100, quantity: 1 },
    ],
  },
  {
    occasion: "iftar",
    category: "ramadan-eid",
    name: { en: "Iftar Gathering Kit for 30", ar: "طقم إفطار جماعي لثلاثين شخصاً" },
    about: {
      en: "Gold plates and napkins, Arabic coffee cups, dessert bowls, a round table cover and a lantern for a generous iftar table.",
      ar: "أطباق ومناديل ذهبية وفناجين قهوة عربية وأوعية حلويات وغطاء طاولة دائري وفانوس لمائدة إفطار عامرة.",
    },
    colour: "gold",
    components: [
      { type: "{c} Premium Plastic Plate", size: "26 cm", colour: "gold", quantity: 3 },
      { type: "{c} Airlaid Linen-Feel Napkin", colour: "gold", quantity: 1 },
      { type: "{c} Paper Cup for Arabic Coffee", size: "3 oz", colour: "gold", pack: 100, quantity: 1 },
      { type: "{c} Dessert Bowl", size: "300 ml", colour: "white", quantity: 1 },
      { type: "{c} Round Table Cover", colour: "gold", quantity: 1 },
      { type: "{c} Ramadan Lantern", size: "30 cm", colour: "gold", quantity: 1 },
    ],
  },
  {
    occasion: "takeaway",
    category: "microwave-containers",
    name: { en: "Takeaway Starter Kit", ar: "طقم الطلبات الخارجية للمبتدئين" },
    about: {
      en: "Containers, sauce cups, cutlery kits, bags and towelettes for a new restaurant's first week of delivery orders.",
      ar: "حافظات وأكواب صلصة وأطقم أدوات مائدة وأكياس ومناديل منعشة لأول أسبوع من طلبات التوصيل في مطعم جديد.",
    },
    colour: "black",
    components: [
      { type: "{c} Rectangular Microwave Container with Lid", size: "750 ml", colour: "black", quantity: 2 },
      { type: "Portion Cup with Lid", size: "2 oz", pack: 100, quantity: 1 },
      { type: "{c} Wrapped Cutlery Kit", size: "3-in-1", colour: "black", quantity: 1 },
      { type: "{c} Paper Bag with Twisted Handles", size: "26 × 32 cm", colour: "kraft", quantity: 2 },
      { type: "Individually Wrapped Refreshing Towelettes", pack: 100, quantity: 1 },
    ],
  },
  {
    occasion: "hygiene",
    category: "cleaning-supplies",
    name: { en: "Kitchen Hygiene Kit", ar: "طقم نظافة المطبخ" },
    about: {
      en: "Gloves, hairnets, aprons, sanitiser, sponges and colour-coded cloths: what a municipality inspector expects to see.",
      ar: "قفازات وأغطية شعر ومرايل ومعقم وإسفنج وأقمشة مميزة بالألوان: ما يتوقع مفتش البلدية أن يراه.",
    },
    colour: "blue",
    components: [
      { type: "{c} Powder-Free Nitrile Gloves", size: "Size M", colour: "blue", quantity: 2 },
      { type: "{c} Disposable Hairnet", colour: "white", quantity: 1 },
      { type: "{c} Disposable PE Apron", colour: "white", quantity: 1 },
      { type: "Hand Sanitiser Gel 70%", size: "500 ml", pack: 1, quantity: 1 },
      { type: "Scourer Sponge", size: "10 × 7 cm", quantity: 1 },
      { type: "{c} Microfibre Cleaning Cloth", colour: "green", quantity: 1 },
    ],
  },
  {
    occasion: "picnic",
    category: "party-kits",
    name: { en: "Beach Picnic Kit", ar: "طقم نزهة الشاطئ" },
    soldOut: true,
    about: {
      en: "Plates, reusable cups, skewers, foil, cling film and bin bags for a barbecue on the beach or in the desert.",
      ar: "أطباق وأكواب قابلة لإعادة الاستخدام وأسياخ وورق ألمنيوم وغلاف بلاستيكي وأكياس قمامة لشواء على الشاطئ أو في البر.",
    },
    colour: "blue",
    components: [
      { type: "Round Paper Plate", size: "23 cm", pack: 50, quantity: 1 },
      { type: "{c} Reusable PP Party Cup", colour: "blue", quantity: 1 },
      { type: "Bamboo Skewers", size: "25 cm", quantity: 1 },
      { type: "Aluminium Foil Roll", size: "30 cm × 25 m", pack: 1, quantity: 1 },
      { type: "Cling Film Roll", size: "30 cm × 30 m", pack: 1, quantity: 1 },
      { type: "{c} Garbage Bag Roll", size: "60 L (65 × 90 cm)", colour: "black", quantity: 1 },
    ],
  },
  {
    occasion: "eco",
    category: "bagasse-boxes",
    name: { en: "Zero-Plastic Takeaway Kit", ar: "طقم طلبات خارجية خالٍ من البلاستيك" },
    about: {
      en: "Sugarcane boxes and bowls, wooden forks, compostable cups and lids: try plastic-free takeaway for a week.",
      ar: "علب وأوعية من قصب السكر وشوك خشبية وأكواب وأغطية قابلة للتحلل: جرّب الطلبات الخارجية دون بلاستيك لمدة أسبوع.",
    },
    colour: "green",
    components: [
      { type: "{c} Bagasse Clamshell Box", size: "8 in", colour: "natural", quantity: 2 },
      { type: "Bagasse Bowl", size: "500 ml", quantity: 1 },
      { type: "Birch Wood Forks", pack: 100, quantity: 1 },
      { type: "{c} Compostable Hot Cup", size: "8 oz", colour: "kraft", quantity: 1 },
      { type: "Bagasse Sip Lid", size: "80 mm", quantity: 1 },
    ],
  },
  {
    occasion: "nationalday",
    category: "party-kits",
    name: { en: "National Day Celebration Kit", ar: "طقم احتفال اليوم الوطني" },
    about: {
      en: "Balloons in the colours of the flag, bunting, a table cover and napkins for a 2 December celebration at school, work or home.",
      ar: "بالونات بألوان العلم وأعلام زينة وغطاء طاولة ومناديل للاحتفال بالثاني من ديسمبر في المدرسة أو العمل أو المنزل.",
    },
    colour: "green",
    components: [
      { type: "{c} Latex Balloons", colour: "green", quantity: 1 },
      { type: "{c} Latex Balloons", colour: "white", quantity: 1 },
      { type: "{c} Latex Balloons", colour: "red", quantity: 1 },
      { type: "{c} Flag Bunting", colour: "green", quantity: 2 },
      { type: "{c} Rectangular Table Cover", colour: "white", quantity: 1 },
      { type: "{c} Cocktail Napkin", colour: "white", quantity: 1 },
    ],
  },
];

export const KIT_FAMILIES: readonly KitFamilyDef[] = [
  {
    occasion: "eid",
    category: "ramadan-eid",
    name: { en: "Eid Sweets Hospitality Kit", ar: "طقم ضيافة حلويات العيد" },
    about: {
      en: "Gift boxes, gift bags, napkins, Arabic coffee cups and table covers in gold, sized for the number of guests you expect.",
      ar: "علب وأكياس هدايا ومناديل وفناجين قهوة عربية وأغطية طاولات باللون الذهبي، بحجم يناسب عدد ضيوفك المتوقع.",
    },
    colour: "gold",
    variants: [
      {
        guests: 10,
        label: { en: "10 guests", ar: "10 ضيوف" },
        components: [
          { type: "{c} Eid Gift Box", size: "15 × 15 × 8 cm", colour: "gold", quantity: 1 },
          { type: "{c} Gift Bag with Ribbon Handles", size: "18 × 23 cm", colour: "gold", quantity: 1 },
          { type: "{c} Cocktail Napkin", colour: "gold", quantity: 1 },
          { type: "{c} Paper Cup for Arabic Coffee", size: "3 oz", colour: "gold", pack: 100, quantity: 1 },
          { type: "{c} Round Table Cover", colour: "gold", quantity: 1 },
        ],
      },
      {
        guests: 25,
        label: { en: "25 guests", ar: "25 ضيفاً" },
        components: [
          { type: "{c} Eid Gift Box", size: "15 × 15 × 8 cm", colour: "gold", quantity: 3 },
          { type: "{c} Gift Bag with Ribbon Handles", size: "18 × 23 cm", colour: "gold", quantity: 2 },
          { type: "{c} Cocktail Napkin", colour: "gold", quantity: 2 },
          { type: "{c} Paper Cup for Arabic Coffee", size: "3 oz", colour: "gold", pack: 100, quantity: 1 },
          { type: "{c} Round Table Cover", colour: "gold", quantity: 2 },
        ],
      },
      {
        guests: 50,
        label: { en: "50 guests", ar: "50 ضيفاً" },
        components: [
          { type: "{c} Eid Gift Box", size: "20 × 20 × 10 cm", colour: "gold", quantity: 2 },
          { type: "{c} Gift Bag with Ribbon Handles", size: "26 × 32 cm", colour: "gold", quantity: 2 },
          { type: "{c} Cocktail Napkin", colour: "gold", quantity: 2 },
          { type: "{c} Paper Cup for Arabic Coffee", size: "3 oz", colour: "gold", pack: 100, quantity: 1 },
          { type: "{c} Round Table Cover", colour: "gold", quantity: 2 },
        ],
      },
    ],
  },
];
