/**
 * CMS content preview (shopping spec §2.1 `cx-preview`, decision 0070): staff make a signed, expiring link that opens
 * one content page in the storefront, draft or published.
 */
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { z } from "zod";
import { Pagination } from "./audit";
import { CMS_LAYOUT_LISTS, CMS_PAGE_SLUG, isShopRouteSlug } from "./cms-constants";

export const StaffCmsPageParams = z.object({
  pageId: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid CMS page id"),
});

export const StaffPreviewLinkRequest = z.object({
  /** The storefront language the link opens the page in. */
  language: z.enum(["en", "ar"]).default("en"),
});
export type StaffPreviewLinkRequest = z.input<typeof StaffPreviewLinkRequest>;

export const StaffPreviewLink = z.object({
  pageId: z.string(),
  /** Whether shoppers can see the page today (false: a draft only the link shows). */
  published: z.boolean(),
  /** The storefront's absolute preview URL: `{storefront}/{language}/cx-preview?pageId=…&expires=…&signature=…`. */
  url: z.string(),
  /** ISO 8601; the link answers 403 from then on. */
  expiresAt: z.string(),
});
export type StaffPreviewLink = z.infer<typeof StaffPreviewLink>;

/**
 * Laying out pages (shopping spec §2.3 page templates, §2.4 header icons, decision 0074): staff choose which
 * components a slot holds, in order, and change a component's attributes (e.g. the tabs a tab container lists or
 * the icons of the header). A slot shared by every page (the header's) changes every page.
 */
const cmsId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid CMS id");

export const StaffCmsSlotParams = z.object({ slotId: cmsId });
export const StaffCmsComponentParams = z.object({ componentId: cmsId });

export const StaffCmsSlotComponents = z.object({
  /** The slot's components, in display order; each once. */
  componentUids: z
    .array(cmsId)
    .max(100)
    .refine((uids) => new Set(uids).size === uids.length, "lists a component twice"),
});
export type StaffCmsSlotComponents = z.infer<typeof StaffCmsSlotComponents>;

export const StaffCmsSlot = z.object({ slotId: z.string(), componentUids: z.array(z.string()) });
export type StaffCmsSlot = z.infer<typeof StaffCmsSlot>;

/** A component attribute's value: plain text, or text per language. */
const AttributeValue = z.union([
  z.string().max(20_000),
  z.object({ en: z.string().max(20_000), ar: z.string().max(20_000) }),
]);

export const StaffCmsComponentUpdate = z.object({
  /** Attributes to set (null removes one); attributes not named keep their value. */
  properties: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, "is not a valid attribute name"), AttributeValue.nullable())
    .refine(
      (properties) => Object.keys(properties).length > 0 && Object.keys(properties).length <= 50,
      "names 1 to 50 attributes",
    ),
});
export type StaffCmsComponentUpdate = z.infer<typeof StaffCmsComponentUpdate>;

export const StaffCmsComponent = z.object({
  uid: z.string(),
  typeCode: z.string(),
  name: z.string(),
  properties: z.record(z.string(), z.unknown()),
});
export type StaffCmsComponent = z.infer<typeof StaffCmsComponent>;

/** A component as the layout screen shows it. */
export const StaffLayoutComponent = z.object({
  uid: z.string(),
  typeCode: z.string(),
  name: z.string(),
  /**
   * The texts shoppers see of it, by attribute, in both languages (a tab's `title`, a header icon's `linkName`); an
   * attribute kept as one text for both languages is given as both; none for a part drawn from the product.
   */
  texts: z.record(z.string(), z.object({ en: z.string(), ar: z.string() })),
  /** The storefront needs it here: taking it out of this list is refused (409 CmsComponentRequiredError). */
  required: z.boolean(),
});
export type StaffLayoutComponent = z.infer<typeof StaffLayoutComponent>;

/** One list of the layout: a slot's components, or the components its container lists, in display order. */
export const StaffLayoutList = z.object({
  key: z.enum(CMS_LAYOUT_LISTS),
  /** The page whose slot it is; null for a slot shared by every page (the header's). */
  pageId: z.string().nullable(),
  /** The page's name in the CMS ('Product details'); null for a shared slot. */
  pageName: z.string().nullable(),
  slotId: z.string(),
  /**
   * The component whose `components` attribute is the list (PATCH it); null when the list is the slot's own
   * components (PUT /cms/slots/{slotId}/components).
   */
  containerUid: z.string().nullable(),
  components: z.array(StaffLayoutComponent),
  /** Components of the kinds the storefront draws here that the list does not hold now. */
  available: z.array(StaffLayoutComponent),
});
export type StaffLayoutList = z.infer<typeof StaffLayoutList>;

export const StaffCmsLayout = z.object({ lists: z.array(StaffLayoutList) });
export type StaffCmsLayout = z.infer<typeof StaffCmsLayout>;

// ───────────── content editing (issue 19 screen 8, decision 0075) ─────────────

export const CMS_LIMITS = { text: 300, html: 50_000, link: 500, productCodes: 100, pageSize: 100 } as const;

/** Plain texts are shown as text; anything that reads as a tag is refused so nobody expects it to render. */
const MARKUP = /<\s*[a-z!/?]/i;
const PlainText = z
  .string()
  .trim()
  .max(CMS_LIMITS.text)
  .refine((text) => !MARKUP.test(text), "takes no markup");
const RequiredText = PlainText.refine((text) => text.length > 0, "required");
/** English is required; an empty Arabic text falls back to English on the storefront. */
const Bilingual = z.object({ en: RequiredText, ar: PlainText.default("") });
const OptionalBilingual = z
  .object({ en: PlainText.default(""), ar: PlainText.default("") })
  .default({ en: "", ar: "" });
/** HTML the CMS allows (the storefront's content rule): the API sanitises it before storing. */
const Html = z.string().max(CMS_LIMITS.html);
/** A shop path (the storefront adds the language) or an http(s) address. */
const Link = z
  .string()
  .trim()
  .max(CMS_LIMITS.link)
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, "a shop path starting with / or an http(s) address");
const Instant = z.iso.datetime({ offset: true });
const ProductCodes = z
  .array(z.string().trim().regex(PRODUCT_CODE_PATTERN, "not a product code"))
  .max(CMS_LIMITS.productCodes);
const Texts = z.object({ en: z.string(), ar: z.string() });

/** A home page or campaign component named by its uid (banners, carousels, campaigns, the sale banner). */
export const StaffCmsUidParams = z.object({
  uid: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_.~-]+$/, "is not a valid CMS component id"),
});

export const StaffCmsPageFilter = z.object({
  q: z.string().trim().min(1).max(100).optional().describe("Part of the id, the label or the English or Arabic title"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(CMS_LIMITS.pageSize).default(25),
});
export type StaffCmsPageFilter = z.input<typeof StaffCmsPageFilter>;

export const StaffCmsPageSummary = z.object({
  pageId: z.string(),
  /** The storefront path ('/aboutus'); null for pages the storefront reaches otherwise. */
  label: z.string().nullable(),
  title: Texts,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffCmsPageSummary = z.infer<typeof StaffCmsPageSummary>;

export const StaffCmsPageList = z.object({ pages: z.array(StaffCmsPageSummary), pagination: Pagination });
export type StaffCmsPageList = z.infer<typeof StaffCmsPageList>;

/** A text component of the page (CMSParagraphComponent): a title and HTML content in both languages. */
export const StaffCmsParagraph = z.object({
  uid: z.string(),
  /** The template position of its slot ('Section2A'). */
  position: z.string(),
  title: Texts,
  content: Texts,
});
export type StaffCmsParagraph = z.infer<typeof StaffCmsParagraph>;

export const StaffCmsPage = StaffCmsPageSummary.extend({
  description: Texts,
  paragraphs: z.array(StaffCmsParagraph),
  /** The home page and pages without a storefront path are always published. */
  publishable: z.boolean(),
});
export type StaffCmsPage = z.infer<typeof StaffCmsPage>;

/** The page's texts (PUT replaces them): every paragraph listed must be one of the page's. */
export const StaffCmsPageUpdate = z.object({
  title: Bilingual,
  description: OptionalBilingual,
  paragraphs: z
    .array(
      z.object({
        uid: StaffCmsUidParams.shape.uid,
        title: OptionalBilingual,
        content: z.object({ en: Html, ar: Html.default("") }),
      }),
    )
    .max(50)
    .default([]),
});
export type StaffCmsPageUpdate = z.input<typeof StaffCmsPageUpdate>;

/**
 * A new content page (issue 19): its address, title and one text in both languages. It starts as a draft with the
 * shop's header and footer; publishing is its own call. The slug is also the page's id.
 */
export const StaffCmsPageInput = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(CMS_PAGE_SLUG.maxLength)
    .regex(CMS_PAGE_SLUG.pattern, "lower-case words of letters and digits joined by hyphens")
    .refine(
      (slug) => !isShopRouteSlug(slug),
      "is an address of the shop's own pages (cart, checkout, …); choose another",
    ),
  title: Bilingual,
  description: OptionalBilingual,
  content: z.object({ en: Html.refine((html) => html.trim().length > 0, "required"), ar: Html.default("") }),
});
export type StaffCmsPageInput = z.input<typeof StaffCmsPageInput>;

const Media = z.object({ url: z.string(), altText: Texts });

/** A banner of the home page's rotating carousel (SimpleResponsiveBannerComponent). */
export const StaffHomeBanner = z.object({
  uid: z.string(),
  headline: Texts,
  content: Texts,
  urlLink: z.string(),
  media: Media,
  enabled: z.boolean(),
});
export type StaffHomeBanner = z.infer<typeof StaffHomeBanner>;

/** A carousel of the home page (DukkanCarouselComponent) as staff edit it. */
export const StaffHomeCarousel = z.object({
  uid: z.string(),
  carouselType: z.string(),
  title: Texts,
  /** Product carousels' products, in order; null for carousels of banners, categories or reviews. */
  productCodes: z.array(z.string()).nullable(),
});
export type StaffHomeCarousel = z.infer<typeof StaffHomeCarousel>;

export const StaffHomeContent = z.object({
  /** The rotating carousel's banners: the enabled ones in display order, then the disabled ones. */
  banners: z.array(StaffHomeBanner),
  carousels: z.array(StaffHomeCarousel),
  /** Pictures a banner may show: the shop's banner pictures. */
  images: z.array(Media),
});
export type StaffHomeContent = z.infer<typeof StaffHomeContent>;

export const StaffBannerUpdate = z.object({
  headline: Bilingual,
  content: OptionalBilingual,
  urlLink: Link,
  /** One of the shop's pictures ('/medias/{code}'). */
  mediaUrl: z
    .string()
    .trim()
    .regex(/^\/medias\/[A-Za-z0-9_.-]+$/, "a picture of the shop (/medias/…)"),
  altText: Bilingual,
});
export type StaffBannerUpdate = z.input<typeof StaffBannerUpdate>;

/** A banner's uploaded picture's texts (the multipart `altEn`, `altAr` fields beside the `image` part). */
export const StaffBannerPicture = z.object({ altText: Bilingual });
export type StaffBannerPicture = z.input<typeof StaffBannerPicture>;

/** The rotating carousel's banners in their new order, each enabled or not; every banner of it, once. */
export const StaffBannerOrder = z.object({
  banners: z
    .array(z.object({ uid: StaffCmsUidParams.shape.uid, enabled: z.boolean() }))
    .min(1)
    .max(50),
});
export type StaffBannerOrder = z.input<typeof StaffBannerOrder>;

export const StaffCarouselUpdate = z.object({
  title: Bilingual,
  /** Only for product carousels. */
  productCodes: ProductCodes.optional(),
});
export type StaffCarouselUpdate = z.input<typeof StaffCarouselUpdate>;

/** A campaign of the deals listing (DukkanCampaignComponent: 'dealandoffers', 'flashsale'). */
export const StaffCampaign = z.object({
  uid: z.string(),
  title: Texts,
  productCodes: z.array(z.string()),
  /** When the sale ends (ISO 8601); null for a campaign without a countdown. */
  timer: z.string().nullable(),
});
export type StaffCampaign = z.infer<typeof StaffCampaign>;

/** The sale countdown banner (SaleTimerBannerComponent): shown in the header between its dates. */
export const StaffSaleBanner = z.object({
  uid: z.string(),
  headline: Texts,
  footerSalesMessage: Texts,
  dateStart: z.string(),
  dateEnd: z.string(),
});
export type StaffSaleBanner = z.infer<typeof StaffSaleBanner>;

export const StaffCampaignContent = z.object({
  campaigns: z.array(StaffCampaign),
  saleBanners: z.array(StaffSaleBanner),
});
export type StaffCampaignContent = z.infer<typeof StaffCampaignContent>;

/** A campaign with a countdown keeps one (its `timer`); one without takes none. */
export const StaffCampaignUpdate = z.object({
  title: Bilingual,
  productCodes: ProductCodes.min(1),
  timer: Instant.nullable().default(null),
});
export type StaffCampaignUpdate = z.input<typeof StaffCampaignUpdate>;

export const StaffSaleBannerUpdate = z
  .object({
    headline: Bilingual,
    footerSalesMessage: OptionalBilingual,
    dateStart: Instant,
    dateEnd: Instant,
  })
  .refine((value) => Date.parse(value.dateEnd) > Date.parse(value.dateStart), {
    message: "The end must be after the start",
    path: ["dateEnd"],
  });
export type StaffSaleBannerUpdate = z.input<typeof StaffSaleBannerUpdate>;
