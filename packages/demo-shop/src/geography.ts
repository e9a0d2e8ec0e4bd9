/**
 * Delivery geography: the seven emirates as regions, real districts as delivery areas with their fees and
 * free-delivery thresholds, the shop's pick-up stores with opening hours, and the delivery modes.
 */
import type { areas, deliveryModes, openingHours, pointsOfService, regions } from "@dukkan/api/tables";
import type { Bilingual } from "./catalog-model.js";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

interface AreaDef {
  /** The area part of `AE-{REGION}-{AREA}`. */
  code: string;
  name: Bilingual;
  feeFils: number;
  /** null: no free delivery (remote or industrial areas served by truck). */
  thresholdFils: number | null;
}

interface RegionDef {
  code: string;
  name: Bilingual;
  areas: AreaDef[];
}

const area = (code: string, en: string, ar: string, feeFils: number, thresholdFils: number | null): AreaDef => ({
  code,
  name: { en, ar },
  feeFils,
  thresholdFils,
});

const REGIONS: RegionDef[] = [
  {
    code: "AZ",
    name: { en: "Abu Dhabi", ar: "أبوظبي" },
    areas: [
      area("KHALIDIYAH", "Al Khalidiyah", "الخالدية", 2000, 20_000),
      area("REEM", "Al Reem Island", "جزيرة الريم", 2000, 20_000),
      area("KHALIFA", "Khalifa City", "مدينة خليفة", 2000, 20_000),
      area("MUSSAFAH", "Mussafah", "مصفح", 1500, 15_000),
      area("YAS", "Yas Island", "جزيرة ياس", 2500, 25_000),
      area("ALAIN", "Al Ain", "العين", 3000, 30_000),
    ],
  },
  {
    code: "DU",
    name: { en: "Dubai", ar: "دبي" },
    areas: [
      area("DEIRA", "Deira", "ديرة", 1500, 15_000),
      area("BURDUBAI", "Bur Dubai", "بر دبي", 1500, 15_000),
      area("JUMEIRAH", "Jumeirah", "جميرا", 1500, 15_000),
      area("DOWNTOWN", "Downtown Dubai", "وسط مدينة دبي", 2000, 20_000),
      area("BARSHA", "Al Barsha", "البرشاء", 1500, 15_000),
      area("MARINA", "Dubai Marina", "دبي مارينا", 2000, 20_000),
      area("QUOZ", "Al Quoz", "القوز", 1500, 15_000),
      area("DSO", "Dubai Silicon Oasis", "واحة دبي للسيليكون", 2000, 20_000),
      area("JEBELALI", "Jebel Ali", "جبل علي", 2500, null),
    ],
  },
  {
    code: "SH",
    name: { en: "Sharjah", ar: "الشارقة" },
    areas: [
      area("MAJAZ", "Al Majaz", "المجاز", 2000, 20_000),
      area("NAHDA", "Al Nahda", "النهدة", 2000, 20_000),
      area("MUWAILEH", "Muwaileh", "مويلح", 2000, 20_000),
      area("KHAN", "Al Khan", "الخان", 2000, 20_000),
      area("INDUSTRIAL", "Industrial Area", "المنطقة الصناعية", 1500, 15_000),
    ],
  },
  {
    code: "AJ",
    name: { en: "Ajman", ar: "عجمان" },
    areas: [
      area("NUAIMIYA", "Al Nuaimiya", "النعيمية", 2500, 25_000),
      area("RASHIDIYA", "Al Rashidiya", "الراشدية", 2500, 25_000),
      area("JURF", "Al Jurf", "الجرف", 2500, 25_000),
      area("HAMIDIYA", "Al Hamidiya", "الحميدية", 2500, 25_000),
    ],
  },
  {
    code: "UQ",
    name: { en: "Umm Al Quwain", ar: "أم القيوين" },
    areas: [
      area("SALAMAH", "Al Salamah", "السلمة", 3000, 30_000),
      area("RAAS", "Al Raas", "الراس", 3000, 30_000),
      area("RAMLAH", "Al Ramlah", "الرملة", 3000, 30_000),
    ],
  },
  {
    code: "RK",
    name: { en: "Ras Al Khaimah", ar: "رأس الخيمة" },
    areas: [
      area("NAKHEEL", "Al Nakheel", "النخيل", 3000, 30_000),
      area("HAMRA", "Al Hamra", "الحمرا", 3000, 30_000),
      area("KHUZAM", "Khuzam", "خزام", 3000, 30_000),
      area("DHAIT", "Al Dhait", "الظيت", 3000, 30_000),
    ],
  },
  {
    code: "FU",
    name: { en: "Fujairah", ar: "الفجيرة" },
    areas: [
      area("CITY", "Fujairah City", "مدينة الفجيرة", 3000, 30_000),
      area("DIBBA", "Dibba Al Fujairah", "دبا الفجيرة", 3500, 30_000),
      area("MASAFI", "Masafi", "مسافي", 3500, null),
      area("FASEEL", "Al Faseel", "الفصيل", 3000, 30_000),
    ],
  },
];

/** Retail branches open long hours; warehouse branches keep trade hours and close on Sunday. */
type Schedule = "retail" | "warehouse";

interface StoreDef {
  name: string;
  region: string;
  displayName: Bilingual;
  line1: Bilingual;
  line2: Bilingual;
  town: Bilingual;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  schedule: Schedule;
}

const STORES: StoreDef[] = [
  {
    name: "dukkan-al-quoz",
    region: "DU",
    displayName: { en: "Dukkan Al Quoz Warehouse", ar: "دكان - مستودع القوز" },
    line1: { en: "Warehouse 12, Street 18", ar: "مستودع 12، شارع 18" },
    line2: { en: "Al Quoz Industrial Area 3", ar: "منطقة القوز الصناعية 3" },
    town: { en: "Dubai", ar: "دبي" },
    phone: "+971 4 123 4567",
    email: "alquoz@dukkan.ae",
    latitude: 25.1368,
    longitude: 55.2302,
    schedule: "warehouse",
  },
  {
    name: "dukkan-deira",
    region: "DU",
    displayName: { en: "Dukkan Deira", ar: "دكان ديرة" },
    line1: { en: "Shop 4, Al Maktoum Hospital Road", ar: "محل 4، شارع مستشفى آل مكتوم" },
    line2: { en: "Al Muraqqabat", ar: "المرقبات" },
    town: { en: "Dubai", ar: "دبي" },
    phone: "+971 4 123 4580",
    email: "deira@dukkan.ae",
    latitude: 25.2686,
    longitude: 55.3197,
    schedule: "retail",
  },
  {
    name: "dukkan-mussafah",
    region: "AZ",
    displayName: { en: "Dukkan Mussafah", ar: "دكان مصفح" },
    line1: { en: "Plot 27, Street 10, M-13", ar: "قطعة 27، شارع 10، م-13" },
    line2: { en: "Mussafah Industrial Area", ar: "منطقة مصفح الصناعية" },
    town: { en: "Abu Dhabi", ar: "أبوظبي" },
    phone: "+971 2 555 0134",
    email: "mussafah@dukkan.ae",
    latitude: 24.3489,
    longitude: 54.5021,
    schedule: "warehouse",
  },
  {
    name: "dukkan-al-ain",
    region: "AZ",
    displayName: { en: "Dukkan Al Ain", ar: "دكان العين" },
    line1: { en: "Shop 9, Khalifa Bin Zayed Street", ar: "محل 9، شارع خليفة بن زايد" },
    line2: { en: "Central District", ar: "المنطقة المركزية" },
    town: { en: "Al Ain", ar: "العين" },
    phone: "+971 3 555 0190",
    email: "alain@dukkan.ae",
    latitude: 24.2192,
    longitude: 55.7604,
    schedule: "retail",
  },
  {
    name: "dukkan-sharjah",
    region: "SH",
    displayName: { en: "Dukkan Sharjah Industrial", ar: "دكان الشارقة الصناعية" },
    line1: { en: "Warehouse 5, Industrial Area 6", ar: "مستودع 5، المنطقة الصناعية 6" },
    line2: { en: "Near Maliha Road", ar: "بالقرب من شارع مليحة" },
    town: { en: "Sharjah", ar: "الشارقة" },
    phone: "+971 6 555 0177",
    email: "sharjah@dukkan.ae",
    latitude: 25.3079,
    longitude: 55.4262,
    schedule: "warehouse",
  },
  {
    name: "dukkan-ajman",
    region: "AJ",
    displayName: { en: "Dukkan Ajman", ar: "دكان عجمان" },
    line1: { en: "Shop 2, Sheikh Khalifa Bin Zayed Street", ar: "محل 2، شارع الشيخ خليفة بن زايد" },
    line2: { en: "Al Jurf", ar: "الجرف" },
    town: { en: "Ajman", ar: "عجمان" },
    phone: "+971 6 555 0212",
    email: "ajman@dukkan.ae",
    latitude: 25.4052,
    longitude: 55.4926,
    schedule: "retail",
  },
  {
    name: "dukkan-umm-al-quwain",
    region: "UQ",
    displayName: { en: "Dukkan Umm Al Quwain", ar: "دكان أم القيوين" },
    line1: { en: "Shop 7, King Faisal Road", ar: "محل 7، شارع الملك فيصل" },
    line2: { en: "Al Salamah", ar: "السلمة" },
    town: { en: "Umm Al Quwain", ar: "أم القيوين" },
    phone: "+971 6 555 0233",
    email: "uaq@dukkan.ae",
    latitude: 25.5071,
    longitude: 55.6118,
    schedule: "retail",
  },
  {
    name: "dukkan-ras-al-khaimah",
    region: "RK",
    displayName: { en: "Dukkan Ras Al Khaimah", ar: "دكان رأس الخيمة" },
    line1: { en: "Shop 11, Al Muntasir Road", ar: "محل 11، شارع المنتصر" },
    line2: { en: "Al Nakheel", ar: "النخيل" },
    town: { en: "Ras Al Khaimah", ar: "رأس الخيمة" },
    phone: "+971 7 555 0145",
    email: "rak@dukkan.ae",
    latitude: 25.7895,
    longitude: 55.9432,
    schedule: "retail",
  },
  {
    name: "dukkan-fujairah",
    region: "FU",
    displayName: { en: "Dukkan Fujairah", ar: "دكان الفجيرة" },
    line1: { en: "Shop 3, Hamad Bin Abdullah Road", ar: "محل 3، شارع حمد بن عبدالله" },
    line2: { en: "Fujairah City", ar: "مدينة الفجيرة" },
    town: { en: "Fujairah", ar: "الفجيرة" },
    phone: "+971 9 555 0166",
    email: "fujairah@dukkan.ae",
    latitude: 25.1242,
    longitude: 56.3349,
    schedule: "retail",
  },
];

/** ISO weekday (1 = Monday … 7 = Sunday) → opening hours; Friday is short for Friday prayers. */
function hoursFor(
  schedule: Schedule,
  weekday: number,
): { opens: string | null; closes: string | null; closed: boolean } {
  const FRIDAY = 5;
  const SUNDAY = 7;
  if (schedule === "warehouse") {
    if (weekday === SUNDAY) return { opens: null, closes: null, closed: true };
    if (weekday === FRIDAY) return { opens: "07:30", closes: "11:30", closed: false };
    return { opens: "07:30", closes: "19:00", closed: false };
  }
  if (weekday === FRIDAY) return { opens: "14:00", closes: "22:00", closed: false };
  return { opens: "08:00", closes: "22:00", closed: false };
}

export interface GeographyRows {
  regions: Insert<typeof regions>[];
  areas: Insert<typeof areas>[];
  pointsOfService: Insert<typeof pointsOfService>[];
  openingHours: Insert<typeof openingHours>[];
  deliveryModes: Insert<typeof deliveryModes>[];
}

export function buildGeography(): GeographyRows {
  const regionRows = REGIONS.map((region, position) => ({
    isocode: `AE-${region.code}`,
    countryIsocode: "AE",
    name: region.name,
    position,
  }));
  const areaRows = REGIONS.flatMap((region) =>
    region.areas.map((definition, position) => ({
      isocode: `AE-${region.code}-${definition.code}`,
      regionIsocode: `AE-${region.code}`,
      name: definition.name,
      shippingFeeFils: definition.feeFils,
      orderThresholdFils: definition.thresholdFils,
      position,
    })),
  );
  const storeRows = STORES.map((store, position) => ({
    name: store.name,
    displayName: store.displayName,
    regionIsocode: `AE-${store.region}`,
    line1: store.line1,
    line2: store.line2,
    town: store.town,
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
    position,
  }));
  const hourRows = STORES.flatMap((store) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ posName: store.name, weekday, ...hoursFor(store.schedule, weekday) })),
  );
  const modes = [
    {
      code: "home-delivery",
      name: { en: "Home delivery", ar: "التوصيل إلى المنزل" },
      description: {
        en: "Delivered to your door in 1–3 working days. The fee depends on your area and is free above its threshold.",
        ar: "التوصيل إلى بابك خلال 1–3 أيام عمل. تعتمد الرسوم على منطقتك، ويكون التوصيل مجانياً عند تجاوز الحد الأدنى للطلب.",
      },
      pickup: false,
      position: 0,
    },
    {
      code: "pick-up",
      name: { en: "Pick up in store", ar: "الاستلام من المتجر" },
      description: {
        en: "Collect your order free of charge from one of our stores in your emirate, usually ready within 2 hours.",
        ar: "استلم طلبك مجاناً من أحد متاجرنا في إمارتك، ويكون جاهزاً عادةً خلال ساعتين.",
      },
      pickup: true,
      position: 1,
    },
  ];
  return {
    regions: regionRows,
    areas: areaRows,
    pointsOfService: storeRows,
    openingHours: hourRows,
    deliveryModes: modes,
  };
}
