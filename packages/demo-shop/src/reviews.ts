/**
 * The demo shop's reviews: a few written reviews (English and Arabic) for each product the catalogue rated,
 * with ratings around the rating the catalogue gave it. The products' averageRating and numberOfReviews are
 * then set from these reviews, so every number a shopper sees is backed by reviews they can read.
 */
import type { products, reviews } from "@dukkan/api/tables";
import type { Random } from "./random.js";

type ProductRow = typeof products.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

const MAX_REVIEWS_PER_PRODUCT = 6;
const HOUR_MS = 60 * 60 * 1000;
/** Reviews are spread over the last six months. */
const REVIEW_WINDOW_HOURS = 180 * 24;

type Voice = { headline: string; comment: string };
type Reviewer = { name: string; alias?: string };

const REVIEWERS: Record<"en" | "ar", Reviewer[]> = {
  en: [
    { name: "Sarah Thompson", alias: "Sarah T." },
    { name: "Rahul Menon" },
    { name: "Aisha Al Mansoori", alias: "Aisha, Dubai Marina" },
    { name: "James O'Connor" },
    { name: "Priya Nair", alias: "Café owner, JLT" },
    { name: "Omar Haddad" },
    { name: "Maria Santos", alias: "Maria S." },
    { name: "Daniel Kim" },
    { name: "Fatima Qureshi", alias: "Home baker, Sharjah" },
    { name: "Lucas Weber" },
  ],
  ar: [
    { name: "محمد الشامسي" },
    { name: "فاطمة الهاشمي", alias: "أم سعيد" },
    { name: "خالد الكعبي" },
    { name: "مريم النعيمي", alias: "مطبخ مريم، عجمان" },
    { name: "سالم المهيري" },
    { name: "نورة الظاهري", alias: "نورة" },
    { name: "يوسف العلي", alias: "مطعم في أبوظبي" },
    { name: "هند السويدي" },
  ],
};

/** Review texts by star rating (index 0 = one star). */
const VOICES: Record<"en" | "ar", Voice[][]> = {
  en: [
    [
      {
        headline: "Not what I expected",
        comment: "Arrived with several pieces cracked and the rest felt flimsy. I will not reorder.",
      },
      {
        headline: "Poor quality",
        comment: "Leaked the first time we used it for hot soup. Had to throw the whole pack away.",
      },
    ],
    [
      {
        headline: "Below average",
        comment: "Does the job for dry food, but the lids do not close tightly. Expected better for the price.",
      },
      { headline: "Thin material", comment: "Thinner than the photos suggest. Usable for light items only." },
    ],
    [
      {
        headline: "Okay for the price",
        comment: "Decent quality, nothing special. Delivery took a day longer than promised.",
      },
      {
        headline: "Average",
        comment: "Works fine for our takeaway orders, although a few pieces in each pack are bent.",
      },
      { headline: "Fair value", comment: "Good enough for a party at home. I would not use it for a catering event." },
    ],
    [
      {
        headline: "Good quality",
        comment: "Sturdy and looks clean on the table. Our customers liked it. Would buy again.",
      },
      {
        headline: "Reliable",
        comment: "We order this every month for the café. Consistent quality and quick delivery to Al Barsha.",
      },
      { headline: "Happy with it", comment: "Exactly as described. Packing was neat and nothing was damaged." },
      {
        headline: "Great for events",
        comment: "Used it for a wedding buffet of 200 guests. Held up well all evening.",
      },
    ],
    [
      {
        headline: "Excellent!",
        comment: "Premium feel, strong and easy to stack. Delivered next day in Dubai. Highly recommended.",
      },
      {
        headline: "Best I have found in the UAE",
        comment: "We switched our restaurant to this and the feedback has been great. Good price for bulk.",
      },
      {
        headline: "Perfect for my bakery",
        comment: "Cakes fit perfectly and the presentation looks professional. Will keep ordering.",
      },
      {
        headline: "Five stars",
        comment: "Fast delivery, well packed, and exactly the size I needed for Ramadan iftar boxes.",
      },
    ],
  ],
  ar: [
    [
      { headline: "مخيب للآمال", comment: "وصلت بعض القطع مكسورة والباقي ضعيف جدًا. لن أطلبه مرة أخرى." },
      { headline: "جودة رديئة", comment: "تسرّب منه الحساء الساخن من أول استخدام، واضطررت إلى رمي العبوة كلها." },
    ],
    [
      {
        headline: "أقل من المتوسط",
        comment: "مناسب للأطعمة الجافة فقط، والأغطية لا تُغلق بإحكام. توقعت أفضل بهذا السعر.",
      },
      { headline: "خامة رقيقة", comment: "أرق مما يظهر في الصور. يصلح للأشياء الخفيفة فقط." },
    ],
    [
      { headline: "مقبول مقابل السعر", comment: "جودة معقولة ولا شيء مميز. تأخر التوصيل يومًا عن الموعد." },
      { headline: "متوسط", comment: "يؤدي الغرض لطلبات التوصيل عندنا، مع أن بعض القطع في كل عبوة مثنية." },
    ],
    [
      { headline: "جودة جيدة", comment: "متين وشكله أنيق على المائدة، وأعجب زبائننا. سأشتريه مرة أخرى." },
      { headline: "منتج موثوق", comment: "نطلبه كل شهر للمقهى. الجودة ثابتة والتوصيل سريع إلى دبي." },
      { headline: "راضٍ عنه", comment: "مطابق للوصف تمامًا، والتغليف مرتب ولم يتضرر شيء." },
    ],
    [
      { headline: "ممتاز!", comment: "خامة فاخرة وقوية وسهلة التخزين. وصل في اليوم التالي. أنصح به بشدة." },
      {
        headline: "الأفضل في الإمارات",
        comment: "اعتمدناه في مطعمنا وكانت آراء الزبائن رائعة. سعر ممتاز للكميات الكبيرة.",
      },
      { headline: "مثالي لعلب الإفطار", comment: "استخدمته لتوزيع وجبات الإفطار في رمضان، والمقاس مناسب تمامًا." },
    ],
  ],
};

/** A rating near the target: mostly the rounded target, sometimes a star either side. */
function ratingNear(target: number, random: Random): number {
  const spread = random.next();
  const shift = spread < 0.2 ? -1 : spread > 0.85 ? 1 : 0;
  return Math.min(5, Math.max(1, Math.round(target) + shift));
}

/**
 * Reviews for the rated products, written over the last months (newest a few hours before `now`); sets
 * each product row's numberOfReviews and averageRating from its family's reviews (a base product and its
 * variants share their reviews and rating, as the API keeps them; rows without any get none).
 */
export function buildSeedReviews(productRows: ProductRow[], random: Random, now: Date): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const product of productRows) {
    const target = product.averageRating;
    const count = Math.min(product.numberOfReviews ?? 0, MAX_REVIEWS_PER_PRODUCT);
    if (!target || count === 0) {
      product.numberOfReviews = 0;
      product.averageRating = null;
      continue;
    }
    let total = 0;
    for (let index = 0; index < count; index += 1) {
      const language = random.chance(0.35) ? "ar" : "en";
      const rating = ratingNear(target, random);
      const voice = random.pick(VOICES[language][rating - 1]!);
      const reviewer = random.pick(REVIEWERS[language]);
      total += rating;
      rows.push({
        productCode: product.code,
        principalName: reviewer.name,
        alias: reviewer.alias ?? null,
        rating,
        headline: voice.headline,
        comment: voice.comment,
        language,
        status: "APPROVED",
        createdAt: new Date(now.getTime() - random.int(3, REVIEW_WINDOW_HOURS) * HOUR_MS - random.int(0, 59) * 60_000),
      });
    }
    product.numberOfReviews = count;
    product.averageRating = Math.round((total / count) * 10) / 10;
  }
  shareRatingsInFamilies(productRows, rows);
  return rows;
}

/** Gives every member of a product family (a base product and its variants) the family's rating. */
function shareRatingsInFamilies(productRows: ProductRow[], reviewRows: ReviewRow[]): void {
  const familyOf = (product: ProductRow) => product.baseProductCode ?? product.code;
  const familyOfCode = new Map(productRows.map((product) => [product.code, familyOf(product)]));
  const totals = new Map<string, { count: number; sum: number }>();
  for (const review of reviewRows) {
    const family = familyOfCode.get(review.productCode)!;
    const total = totals.get(family) ?? { count: 0, sum: 0 };
    total.count += 1;
    total.sum += review.rating;
    totals.set(family, total);
  }
  for (const product of productRows) {
    const total = totals.get(familyOf(product));
    product.numberOfReviews = total?.count ?? 0;
    product.averageRating = total ? Math.round((total.sum / total.count) * 10) / 10 : null;
  }
}
