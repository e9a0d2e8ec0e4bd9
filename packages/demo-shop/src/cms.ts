/**
 * The demo shop's content: pages, slots, components and navigation nodes.
 *
 * Every attribute value below may be stored as a Localized `{ en, ar }` object; the API resolves it to the
 * request language, so the storefront always receives plain strings. Media attributes are `{ url, altText }`
 * with url `/medias/{code}`. "uids" means component uids separated by single spaces.
 *
 * Component typeCodes and their attributes
 * ─────────────────────────────────────────
 * Header
 * - SimpleBannerComponent            media, urlLink                       (uid SiteLogoComponent: the logo, links to '/')
 * - CategoryNavigationComponent      navigationNodeUid, wrapAfter         (+ navigationNode tree served by the API)
 * - SearchBoxComponent               maxSuggestions, maxProducts, displayProductImages, minCharactersBeforeRequest,
 *                                    waitTimeBeforeRequest                (numbers and booleans as strings)
 * - HeaderIconsComponent             components (uids of the icons below, in display order)
 * - CMSLinkComponent                 linkName, url, styleClasses          (header icons ComparisonIconLink, WishlistIconLink,
 *                                    LoginIconLink, MiniCartIconLink: the uid picks the shop's own icon, any other
 *                                    link is drawn as a labelled link; footer and site-map links have linkName and
 *                                    url only)
 * - LanguageComponent                linkName, styleClasses               (language switcher icon)
 * - SaleTimerBannerComponent         headline, dateStart, dateEnd (ISO date-times), url, target ('_self'),
 *                                    footerSalesMessage, media            (shown only between the dates; also on the
 *                                                                         'CustomizableSalePage', which expires after dateEnd)
 * Home page and banners
 * - RotatingImagesComponent          banners (uids), effect ('fade'), timeout ('5000' ms)
 * - SimpleResponsiveBannerComponent  media, headline, content, urlLink    (urlLink: a path, possibly with query parameters,
 *                                                                         or an absolute URL for social posts)
 * - DukkanCarouselComponent          carouselType, title, effect ('fade' | 'slide'), and by type:
 *     SHOP_BY_CATEGORIES, USAGE_CATEGORIES, SHOP_BY_OCCASIONS, SOCIAL_MEDIA  → banners (uids)
 *     THREECATEGORIES                → homepageCarouselCategories (uids of DukkanCategoryGroupComponent)
 *     DEALANDOFFERS, HOMEPAGERECOMMENDED, PDPRECOMMENDED, CARTPAGERECOMMENDED → productCodes (codes, space-separated)
 *     FLASHSALE                      → productCodes, timer (ISO end date-time of the sale)
 *     CUSTOMERREVIEW                 → maxCount ('10')
 *   The 'View all' listing of a DEALANDOFFERS / FLASHSALE carousel is type = its uid lower-cased.
 * - DukkanCategoryGroupComponent     title, banners (≤ 4 uids), timeout   (numeric string; groups sort by it)
 * - DukkanCampaignComponent          title, productCodes, timer (flash sale only)
 *                                    uids 'dealandoffers' and 'flashsale': the deals listing's products; not in any slot
 * Footer
 * - FooterContactComponent           media (logo), phone, email, urlLink (map link), location
 * - SocialMediaLinkComponent         title (Facebook, Instagram, X, LinkedIn, YouTube, WhatsApp), url, target
 * - FooterNavigationComponent        navigationNodeUid, wrapAfter         (+ navigationNode: sections → links)
 * - NewsletterComponent              title, content, placeholder, buttonText
 * - SupportBannerComponent           headline, content, phone, urlLink ('tel:…')
 * - FooterCopyrightComponent         content (HTML)
 * Content, site map and other pages
 * - CMSParagraphComponent            title, content (HTML)
 * - SiteMapGroupComponent            groupName, groupImage (media), lists (uids of SiteMapListComponent)
 * - SiteMapListComponent             listName, listLinkComponent ({ url }), links (uids of CMSLinkComponent)
 * - CMSTabParagraphContainer         components (uids of CMSTabParagraphComponent)
 * - CMSTabParagraphComponent         title, tabType ('description' | 'specs' | 'usage' | 'reviews')
 *   A tab container may also list the AccountOrderHistoryComponent (seeded, not placed): its tab is headed
 *   'order history' and lists the customer's latest orders.
 * - ProductDetailsPage slots          BottomHeaderSlot (breadcrumb), Summary (the buy block: intro, images, variants,
 *                                    add to cart, summary, in display order), Tabs (the tab container), CrossSelling
 *                                    (the PDPRECOMMENDED carousel: where the product's own recommendation carousels go)
 * - ProductIntroComponent, ProductImagesComponent, ProductSummaryComponent, ProductVariantSelectorComponent,
 *   ProductAddToCartComponent, ProductRefinementComponent, CMSProductListComponent, SearchResultsListComponent,
 *   BreadcrumbComponent               no attributes: placeholders the storefront renders from the page's data
 *
 * Navigation nodes: CategoryNavNode → one node per category (title, url '/category/{parent…}/{slug}',
 * styleClasses 'nav-department' | 'nav-group' | 'nav-item', entries → its SimpleResponsiveBannerComponent
 * 'CategoryBanner_{code}' with the category tile). FooterNavNode → three sections → links (url, entries → the
 * CMSLinkComponent of the same page).
 *
 * Header and footer components sit in shared slots (one slotId reused by every page): SiteLogo, NavigationBar,
 * SearchBox, HeaderLinks, TopHeaderSlot, Footer, FooterContact, SocialMedia, Newsletter, SupportBanner, Copyright.
 */
import type { cmsComponents, cmsPages, cmsSlotComponents, cmsSlots, navigationNodes } from "@dukkan/api/tables";
import { BRANDS } from "./brands.js";
import type { CatalogueRows, CatalogueHighlights } from "./catalog-builder.js";
import { COLOURS, type Bilingual } from "./catalog-model.js";
import { CATEGORY_GROUP_TILES, DEPARTMENT_BANNER_SIZE, DEPARTMENT_BANNERS } from "./cms-category-pages.js";
import { CONTENT_PAGES, EMPTY_CART, NOT_FOUND, ORDER_CONFIRMATION, SHOP_EMAIL, SHOP_PHONE } from "./cms-pages.js";
import { lighten } from "./drawings.js";
import { sceneSvg, siteLogoSvg, type DrawingSpec, type SceneItem } from "./images.js";
import { mediaPath, type MediaLibrary } from "./media-library.js";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface CmsRows {
  pages: Insert<typeof cmsPages>[];
  slots: Insert<typeof cmsSlots>[];
  slotComponents: Insert<typeof cmsSlotComponents>[];
  components: Insert<typeof cmsComponents>[];
  navigationNodes: Insert<typeof navigationNodes>[];
}

type Properties = Record<string, unknown>;

/** Shared header and footer slots: template position → slot id. */
const SHARED_SLOTS = {
  SiteLogo: "SiteLogoSlot",
  NavigationBar: "NavigationBarSlot",
  SearchBox: "SearchBoxSlot",
  HeaderLinks: "HeaderLinksSlot",
  TopHeaderSlot: "SaleBannerSlot",
  Footer: "FooterSlot",
  FooterContact: "FooterContactSlot",
  SocialMedia: "SocialMediaSlot",
  Newsletter: "NewsletterSlot",
  SupportBanner: "SupportBannerSlot",
  Copyright: "CopyrightSlot",
} as const;

const c = (key: keyof typeof COLOURS) => COLOURS[key].hex;
const spec = (kind: DrawingSpec["kind"], colour: string, extra: Partial<DrawingSpec> = {}): DrawingSpec => ({
  kind,
  colour,
  ...extra,
});
const item = (drawing: DrawingSpec, x: number, y: number, size: number, rotate?: number): SceneItem => ({
  spec: drawing,
  x,
  y,
  size,
  rotate,
});

class CmsBuilder {
  readonly rows: CmsRows = { pages: [], slots: [], slotComponents: [], components: [], navigationNodes: [] };
  private readonly categoryPaths = new Map<string, string>();

  constructor(
    private readonly catalogue: CatalogueRows,
    private readonly highlights: CatalogueHighlights,
    private readonly media: MediaLibrary,
    private readonly now: Date,
  ) {
    const byCode = new Map(catalogue.categories.map((category) => [category.code, category]));
    for (const category of catalogue.categories) {
      const slugs: string[] = [];
      for (let node = byCode.get(category.code); node; node = node.parentCode ? byCode.get(node.parentCode) : undefined)
        slugs.unshift(node.slug);
      this.categoryPaths.set(category.code, `/category/${slugs.join("/")}`);
    }
  }

  build(): CmsRows {
    this.header();
    this.footer();
    this.categoryBanners();
    this.categoryNavigation();
    this.homepage();
    this.campaigns();
    this.contentPages();
    this.siteMap();
    this.notFoundPage();
    this.orderConfirmationPage();
    this.salePage();
    this.cartPage();
    this.catalogPages();
    this.departmentPages();
    return this.rows;
  }

  // ───────────── primitives ─────────────

  private component(uid: string, typeCode: string, name: string, properties: Properties): string {
    this.rows.components.push({ uid, typeCode, name, properties });
    return uid;
  }

  private mediaOf(svg: string, altText: Bilingual) {
    return { url: mediaPath(this.media.addSvg(svg, altText)), altText };
  }

  private banner(
    uid: string,
    media: { url: string; altText: Bilingual },
    headline: Bilingual,
    urlLink: string,
    content?: Bilingual,
  ): string {
    return this.component(uid, "SimpleResponsiveBannerComponent", uid, {
      media,
      headline,
      urlLink,
      ...(content ? { content } : {}),
    });
  }

  private carousel(
    uid: string,
    carouselType: string,
    title: Bilingual,
    effect: "fade" | "slide",
    properties: Properties,
  ): string {
    return this.component(uid, "DukkanCarouselComponent", uid, { carouselType, title, effect, ...properties });
  }

  private fill(slotId: string, components: string[]): void {
    components.forEach((componentUid, position) => this.rows.slotComponents.push({ slotId, componentUid, position }));
  }

  private page(page: Omit<Insert<typeof cmsPages>, "name"> & { name?: string }, slots: Record<string, string[]>): void {
    this.rows.pages.push({ name: page.name ?? page.uid, ...page });
    // Every page shows the shop's header and footer: the same shared slots, placed on each page.
    for (const [position, slotId] of Object.entries(SHARED_SLOTS))
      this.rows.slots.push({ pageUid: page.uid, position, slotId });
    for (const [position, components] of Object.entries(slots)) {
      const slotId = `${page.uid}-${position}`;
      this.rows.slots.push({ pageUid: page.uid, position, slotId });
      this.fill(slotId, components);
    }
  }

  private link(uid: string, linkName: Bilingual, url: string): string {
    return this.component(uid, "CMSLinkComponent", uid, { linkName, url });
  }

  // ───────────── header and footer ─────────────

  private header(): void {
    const logo = this.mediaOf(siteLogoSvg(), { en: "Dukkan", ar: "دكان" });
    this.fill(SHARED_SLOTS.SiteLogo, [
      this.component("SiteLogoComponent", "SimpleBannerComponent", "Site logo", { media: logo, urlLink: "/" }),
    ]);
    this.fill(SHARED_SLOTS.NavigationBar, [
      this.component("CategoryNavigationComponent", "CategoryNavigationComponent", "Category navigation", {
        navigationNodeUid: "CategoryNavNode",
        wrapAfter: "10",
      }),
    ]);
    this.fill(SHARED_SLOTS.SearchBox, [
      this.component("SearchBoxComponent", "SearchBoxComponent", "Search box", {
        maxSuggestions: "5",
        maxProducts: "5",
        displayProductImages: "true",
        minCharactersBeforeRequest: "3",
        waitTimeBeforeRequest: "500",
      }),
    ]);
    // In the header's order: comparison, wishlist, account, mini cart, language.
    const icons = [
      this.component("ComparisonIconLink", "CMSLinkComponent", "Comparison", {
        linkName: { en: "Compare products", ar: "مقارنة المنتجات" },
        url: "/comparison",
        styleClasses: "comparison-icon",
      }),
      this.component("WishlistIconLink", "CMSLinkComponent", "Wishlist", {
        linkName: { en: "Wishlist", ar: "قائمة الأمنيات" },
        url: "/my-account/wishlist",
        styleClasses: "wishlist-icon",
      }),
      this.component("LoginIconLink", "CMSLinkComponent", "Sign in", {
        linkName: { en: "Sign in / Register", ar: "تسجيل الدخول / إنشاء حساب" },
        url: "/login",
        styleClasses: "login-icon",
      }),
      this.component("MiniCartIconLink", "CMSLinkComponent", "Mini cart", {
        linkName: { en: "Cart", ar: "السلة" },
        url: "/cart",
        styleClasses: "mini-cart-icon",
      }),
      this.component("LanguageComponent", "LanguageComponent", "Language", {
        linkName: { en: "العربية", ar: "English" },
        styleClasses: "language-icon",
      }),
    ];
    this.fill(SHARED_SLOTS.HeaderLinks, [
      this.component("HeaderIcons", "HeaderIconsComponent", "Header icons", { components: icons.join(" ") }),
    ]);
  }

  private footer(): void {
    const logo = this.mediaOf(siteLogoSvg(), { en: "Dukkan", ar: "دكان" });
    this.fill(SHARED_SLOTS.FooterContact, [
      this.component("FooterContactComponent", "FooterContactComponent", "Footer contact", {
        media: logo,
        phone: SHOP_PHONE,
        email: SHOP_EMAIL,
        urlLink: "https://www.google.com/maps/search/?api=1&query=25.1368,55.2302",
        location: {
          en: "Warehouse 12, Street 18, Al Quoz Industrial Area 3, Dubai",
          ar: "مستودع 12، شارع 18، منطقة القوز الصناعية 3، دبي",
        },
      }),
    ]);
    const socials: Array<[string, string]> = [
      ["Facebook", "https://www.facebook.com/dukkan.ae"],
      ["Instagram", "https://www.instagram.com/dukkan.ae"],
      ["X", "https://x.com/dukkan_ae"],
      ["LinkedIn", "https://www.linkedin.com/company/dukkan-trading"],
      ["YouTube", "https://www.youtube.com/@dukkan.ae"],
      ["WhatsApp", "https://wa.me/971501234567"],
    ];
    this.fill(
      SHARED_SLOTS.SocialMedia,
      socials.map(([title, url]) =>
        this.component(`SocialMedia${title}Link`, "SocialMediaLinkComponent", title, { title, url, target: "_blank" }),
      ),
    );
    this.footerNavigation();
    this.fill(SHARED_SLOTS.Newsletter, [
      this.component("NewsletterComponent", "NewsletterComponent", "Newsletter", {
        title: { en: "Offers in your inbox", ar: "العروض في بريدك" },
        content: {
          en: "New products, flash sales and seasonal offers, about twice a month.",
          ar: "منتجات جديدة وتخفيضات سريعة وعروض موسمية، نحو مرتين في الشهر.",
        },
        placeholder: { en: "Your e-mail address", ar: "بريدك الإلكتروني" },
        buttonText: { en: "Subscribe", ar: "اشترك" },
      }),
    ]);
    this.fill(SHARED_SLOTS.SupportBanner, [
      this.component("SupportBannerComponent", "SupportBannerComponent", "Support banner", {
        headline: { en: "Need help choosing?", ar: "تحتاج مساعدة في الاختيار؟" },
        content: {
          en: "Our team helps with sizes, quantities and bulk quotes, Monday to Saturday 8:00–20:00.",
          ar: "يساعدك فريقنا في اختيار المقاسات والكميات وعروض الأسعار للكميات الكبيرة، من الإثنين إلى السبت 8:00–20:00.",
        },
        phone: SHOP_PHONE,
        urlLink: "tel:+97141234567",
      }),
    ]);
    this.fill(SHARED_SLOTS.Copyright, [
      this.component("FooterCopyrightComponent", "FooterCopyrightComponent", "Copyright", {
        content: {
          en: "<p>© 2026 Dukkan Trading LLC. All rights reserved. Prices include 5% VAT. TRN 100234567800003.</p>",
          ar: "<p>© 2026 دكان للتجارة ذ.م.م. جميع الحقوق محفوظة. الأسعار تشمل ضريبة القيمة المضافة 5%. الرقم الضريبي 100234567800003.</p>",
        },
      }),
    ]);
  }

  private footerNavigation(): void {
    const sections: Array<{ uid: string; title: Bilingual; links: Array<[string, Bilingual, string]> }> = [
      {
        uid: "FooterNavShop",
        title: { en: "Dukkan", ar: "دكان" },
        links: [
          ["AboutUsLink", { en: "About us", ar: "من نحن" }, "/aboutus"],
          ["ContactUsLink", { en: "Contact us", ar: "اتصل بنا" }, "/contactUs"],
          ["StoreFinderLink", { en: "Our stores", ar: "متاجرنا" }, "/store-finder"],
          ["SiteMapLink", { en: "Site map", ar: "خريطة الموقع" }, "/sitemap"],
        ],
      },
      {
        uid: "FooterNavHelp",
        title: { en: "Customer service", ar: "خدمة العملاء" },
        links: [
          ["FaqsLink", { en: "FAQs", ar: "الأسئلة الشائعة" }, "/faqs"],
          ["ShippingLink", { en: "Shipping", ar: "الشحن والتوصيل" }, "/shipping"],
          ["RefundReturnLink", { en: "Refund & returns", ar: "الاسترداد والإرجاع" }, "/refundReturn"],
        ],
      },
      {
        uid: "FooterNavLegal",
        title: { en: "Legal", ar: "الشؤون القانونية" },
        links: [
          ["PrivacyLink", { en: "Privacy", ar: "الخصوصية" }, "/privacy"],
          ["TermsLink", { en: "Terms & conditions", ar: "الشروط والأحكام" }, "/termsAndConditions"],
        ],
      },
    ];
    this.rows.navigationNodes.push({
      uid: "FooterNavNode",
      title: { en: "Footer", ar: "التذييل" },
      entries: [],
      position: 0,
    });
    sections.forEach((section, position) => {
      this.rows.navigationNodes.push({
        uid: section.uid,
        parentUid: "FooterNavNode",
        title: section.title,
        entries: [],
        position,
      });
      section.links.forEach(([uid, title, url], index) => {
        this.link(uid, title, url);
        this.rows.navigationNodes.push({
          uid: `${section.uid}_${uid}`,
          parentUid: section.uid,
          title,
          url,
          entries: [{ itemType: "CMSLinkComponent", itemId: uid }],
          position: index,
        });
      });
    });
    this.fill(SHARED_SLOTS.Footer, [
      this.component("FooterNavigationComponent", "FooterNavigationComponent", "Footer navigation", {
        navigationNodeUid: "FooterNavNode",
        wrapAfter: "3",
      }),
    ]);
  }

  // ───────────── categories ─────────────

  private categoryBanner(code: string): string {
    return `CategoryBanner_${code}`;
  }

  /** One banner per category with its tile: used by the menu, the category carousel and the three-categories block. */
  private categoryBanners(): void {
    for (const category of this.catalogue.categories) {
      const image = this.highlights.categoryImages.get(category.code);
      if (!image) continue;
      this.banner(
        this.categoryBanner(category.code),
        { url: mediaPath(image), altText: category.name as Bilingual },
        category.name as Bilingual,
        this.categoryPaths.get(category.code)!,
      );
    }
  }

  private categoryNavigation(): void {
    this.rows.navigationNodes.push({
      uid: "CategoryNavNode",
      title: { en: "Categories", ar: "الفئات" },
      entries: [],
      position: 0,
    });
    const depthOf = (code: string): number => {
      const parent = this.catalogue.categories.find((category) => category.code === code)?.parentCode;
      return parent ? 1 + depthOf(parent) : 0;
    };
    const styleByDepth = ["nav-department", "nav-group", "nav-item"];
    for (const category of this.catalogue.categories) {
      this.rows.navigationNodes.push({
        uid: `CategoryNavNode_${category.code}`,
        parentUid: category.parentCode ? `CategoryNavNode_${category.parentCode}` : "CategoryNavNode",
        title: category.name,
        url: this.categoryPaths.get(category.code)!,
        styleClasses: styleByDepth[depthOf(category.code)] ?? "nav-item",
        entries: [{ itemType: "SimpleResponsiveBannerComponent", itemId: this.categoryBanner(category.code) }],
        position: category.position ?? 0,
      });
    }
  }

  // ───────────── home page ─────────────

  private homepage(): void {
    const flashSaleEnds = this.highlights.flashSaleEndsAt.toISOString();
    const slots: Record<string, string[]> = {
      Section1: [this.heroCarousel()],
      Section2A: [
        this.carousel(
          "ShopByCategoriesCarousel",
          "SHOP_BY_CATEGORIES",
          { en: "Shop by category", ar: "تسوق حسب الفئة" },
          "slide",
          {
            banners: this.catalogue.categories
              .filter((category) => !category.parentCode)
              .map((category) => this.categoryBanner(category.code))
              .join(" "),
          },
        ),
      ],
      Section2B: [this.threeCategories()],
      Section3: [
        this.carousel("DEALANDOFFERS", "DEALANDOFFERS", { en: "Deals and offers", ar: "العروض والتخفيضات" }, "slide", {
          productCodes: this.highlights.deals.slice(0, 12).join(" "),
        }),
      ],
      Section4: [
        this.carousel("FLASHSALE", "FLASHSALE", { en: "Flash sale", ar: "تخفيضات سريعة" }, "slide", {
          productCodes: this.highlights.flashSale.slice(0, 12).join(" "),
          timer: flashSaleEnds,
        }),
      ],
      Section5: [this.usageCarousel()],
      Section6: [this.occasionsCarousel()],
      Section7: [
        this.carousel(
          "HOMEPAGERECOMMENDED",
          "HOMEPAGERECOMMENDED",
          { en: "Recommended for you", ar: "منتجات نرشحها لك" },
          "slide",
          { productCodes: this.highlights.recommended.join(" ") },
        ),
      ],
      Section8: [
        this.carousel(
          "CUSTOMERREVIEW",
          "CUSTOMERREVIEW",
          { en: "What our customers say", ar: "آراء عملائنا" },
          "fade",
          { maxCount: "10" },
        ),
      ],
      Section9: [this.socialCarousel()],
    };
    this.page(
      {
        uid: "homepage",
        typeCode: "ContentPage",
        label: "/",
        template: "LandingPage2Template",
        name: "Homepage",
        title: {
          en: "Dukkan – Packaging & Catering Supplies in the UAE",
          ar: "دكان – مستلزمات التغليف والضيافة في الإمارات",
        },
        description: {
          en: "Food containers, cups, cutlery, bags, napkins, gloves and party supplies for restaurants, cafés and homes, delivered across the UAE.",
          ar: "حافظات الطعام والأكواب وأدوات المائدة والأكياس والمناديل والقفازات ومستلزمات الحفلات للمطاعم والمقاهي والمنازل، مع التوصيل إلى جميع أنحاء الإمارات.",
        },
        keywords: {
          en: "packaging, catering supplies, takeaway containers, paper cups, UAE",
          ar: "تغليف، مستلزمات الضيافة، علب سفري، أكواب ورقية، الإمارات",
        },
        robots: ["index", "follow"],
      },
      slots,
    );
  }

  private heroCarousel(): string {
    const hero = (colours: [string, string], items: SceneItem[]) =>
      sceneSvg({ width: 1600, height: 600, colours, items });
    // 'Shop now' leads to the ready-made kit for each theme (a real product page today); the department
    // listings are the natural target once category pages exist.
    const banners: Array<{ uid: string; headline: Bilingual; content: Bilingual; urlLink: string; svg: string }> = [
      {
        uid: "HomeBannerTakeaway",
        headline: { en: "Everything for takeaway", ar: "كل ما تحتاجه للطلبات الخارجية" },
        content: {
          en: "Containers, bags and cutlery in trade packs, delivered across the UAE.",
          ar: "حافظات وأكياس وأدوات مائدة بعبوات تجارية، مع التوصيل إلى جميع أنحاء الإمارات.",
        },
        urlLink: "/product/kit~takeaway~50013-01-takeaway-starter-kit",
        svg: hero(
          ["#FFD6A5", "#F28C38"],
          [
            item(spec("paper-bag", c("kraft")), 760, 60, 500),
            item(spec("food-container", c("black")), 1080, 170, 440, -6),
            item(spec("noodle-box", c("white"), { accent: c("red") }), 620, 230, 360, 6),
            item(spec("cutlery-kit", c("black")), 1300, 40, 300, 10),
          ],
        ),
      },
      {
        uid: "HomeBannerCoffee",
        headline: { en: "Your café, fully stocked", ar: "مقهاك بكامل مستلزماته" },
        content: {
          en: "Double wall and ripple cups, lids, sleeves and carriers from AED 9.50 a pack.",
          ar: "أكواب بجدار مزدوج ومموجة وأغطية وأغلفة وحاملات ابتداءً من 9.50 درهم للعبوة.",
        },
        urlLink: "/product/kit~coffee~50011-01-coffee-corner-starter-kit",
        svg: hero(
          ["#C8E6C9", "#2E7D5B"],
          [
            item(spec("hot-cup", c("white"), { accent: c("green") }), 700, 80, 480),
            item(spec("ripple-cup", c("black")), 1000, 40, 520),
            item(spec("cup-carrier", c("kraft")), 1240, 200, 380),
            item(spec("cold-cup", c("clear"), { clear: true }), 560, 220, 340, -8),
          ],
        ),
      },
      {
        uid: "HomeBannerEco",
        headline: { en: "Go plastic-free", ar: "تحوّل إلى منتجات بلا بلاستيك" },
        content: {
          en: "Sugarcane, palm leaf and bamboo packaging that composts in weeks.",
          ar: "تغليف من قصب السكر وسعف النخيل والخيزران يتحلل خلال أسابيع.",
        },
        urlLink: "/product/kit~eco~50016-01-zero-plastic-takeaway-kit",
        svg: hero(
          ["#E6F4D7", "#6BAF5B"],
          [
            item(spec("palm-plate", c("natural"), { eco: true }), 660, 160, 460),
            item(spec("hinged-box", c("natural"), { eco: true }), 980, 120, 440),
            item(spec("hot-cup", c("kraft"), { accent: c("green"), eco: true }), 1230, 60, 380),
            item(spec("straws", c("kraft"), { accent: c("white") }), 560, 40, 300, -12),
          ],
        ),
      },
      {
        uid: "HomeBannerCelebrations",
        headline: { en: "Ready for Eid and every celebration", ar: "جاهزون للعيد ولكل مناسبة" },
        content: {
          en: "Lanterns, gift boxes, balloons and party tableware in festive colours.",
          ar: "فوانيس وعلب هدايا وبالونات وأدوات مائدة للحفلات بألوان احتفالية.",
        },
        urlLink: "/product/kit~party~50010-01-birthday-party-kit-for-10",
        svg: hero(
          ["#E9D5FF", "#8E44AD"],
          [
            item(spec("lantern", c("gold")), 700, 40, 500),
            item(spec("gift-box", c("purple"), { accent: c("gold") }), 1000, 160, 420),
            item(spec("balloons", c("gold"), { accent: c("white") }), 1250, 20, 400),
            item(spec("party-plate", c("white"), { accent: c("gold") }), 560, 280, 320),
          ],
        ),
      },
      {
        uid: "HomeBannerFlashSale",
        headline: { en: "Flash sale: up to 40% off", ar: "تخفيضات سريعة: خصم يصل إلى 40%" },
        content: { en: "Three days only, while stocks last.", ar: "لثلاثة أيام فقط وحتى نفاد الكمية." },
        urlLink: "/deals-Offers-flash-Sale?type=flashsale&pageSize=50",
        svg: hero(
          ["#FFCDD2", "#D64545"],
          [
            item(spec("glove", c("blue")), 720, 80, 460, -8),
            item(spec("napkins", c("red"), { accent: c("gold") }), 980, 180, 420),
            item(spec("foil-roll", c("silver"), { accent: c("red") }), 1220, 120, 420),
            item(spec("bin-bag", c("black"), { accent: c("yellow") }), 560, 200, 360),
          ],
        ),
      },
    ];
    const uids = banners.map((entry) =>
      this.banner(
        entry.uid,
        { url: mediaPath(this.media.addSvg(entry.svg, entry.headline)), altText: entry.headline },
        entry.headline,
        entry.urlLink,
        entry.content,
      ),
    );
    return this.component("HomepageBannerCarousel", "RotatingImagesComponent", "Home banner carousel", {
      banners: uids.join(" "),
      effect: "fade",
      timeout: "5000",
    });
  }

  private threeCategories(): string {
    const groups: Array<{ uid: string; title: Bilingual; categories: string[] }> = [
      {
        uid: "CategoryGroupTakeaway",
        title: { en: "Takeaway essentials", ar: "أساسيات الطلبات الخارجية" },
        categories: ["microwave-containers", "pizza-boxes", "handle-bags", "cutlery-kits"],
      },
      {
        uid: "CategoryGroupCoffee",
        title: { en: "For coffee shops", ar: "للمقاهي" },
        categories: ["double-wall-cups", "cup-lids", "cup-accessories", "straws-stirrers"],
      },
      {
        uid: "CategoryGroupHygiene",
        title: { en: "Kitchen hygiene", ar: "نظافة المطبخ" },
        categories: ["nitrile-gloves", "protective-wear", "cleaning-supplies", "aluminium-foil"],
      },
    ];
    const uids = groups.map((group, index) =>
      this.component(group.uid, "DukkanCategoryGroupComponent", group.uid, {
        title: group.title,
        banners: group.categories.map((code) => this.categoryBanner(code)).join(" "),
        timeout: String(index + 1),
      }),
    );
    return this.carousel(
      "THREECATEGORIES",
      "THREECATEGORIES",
      { en: "Shop by business", ar: "تسوق حسب نشاطك" },
      "slide",
      { homepageCarouselCategories: uids.join(" ") },
    );
  }

  /** Banners of one carousel, each a generated scene; `size` is the scene's width × height. */
  private sceneBanners(
    prefix: string,
    size: [number, number],
    entries: Array<{
      key: string;
      headline: Bilingual;
      urlLink: string;
      colours: [string, string];
      items: SceneItem[];
    }>,
  ): string {
    return entries
      .map((entry) => {
        const svg = sceneSvg({ width: size[0], height: size[1], colours: entry.colours, items: entry.items });
        return this.banner(
          `${prefix}${entry.key}`,
          { url: mediaPath(this.media.addSvg(svg, entry.headline)), altText: entry.headline },
          entry.headline,
          entry.urlLink,
        );
      })
      .join(" ");
  }

  private usageCarousel(): string {
    const pair = (a: DrawingSpec, b: DrawingSpec) => [item(a, -10, 90, 560), item(b, 270, 190, 540)];
    const banners = this.sceneBanners(
      "UsageBanner",
      [800, 800],
      [
        {
          key: "Restaurants",
          headline: { en: "Restaurants & takeaway", ar: "المطاعم والطلبات الخارجية" },
          urlLink: "/search?query=takeaway",
          colours: ["#FFE0B2", "#FB8C00"],
          items: pair(spec("food-container", c("black")), spec("paper-bag", c("kraft"))),
        },
        {
          key: "CoffeeShops",
          headline: { en: "Coffee shops", ar: "المقاهي" },
          urlLink: "/search?query=coffee",
          colours: ["#D7CCC8", "#6D4C41"],
          items: pair(spec("ripple-cup", c("kraft")), spec("cup-lid", c("black"))),
        },
        {
          key: "Bakeries",
          headline: { en: "Bakeries & sweets", ar: "المخابز والحلويات" },
          urlLink: "/search?query=bakery",
          colours: ["#FFF3C4", "#E0A800"],
          items: pair(spec("flat-bag", c("kraft")), spec("foil-tray", c("silver"))),
        },
        {
          key: "Catering",
          headline: { en: "Catering & buffets", ar: "الضيافة والبوفيهات" },
          urlLink: "/search?query=buffet",
          colours: ["#E3F2FD", "#1E88E5"],
          items: pair(spec("plate", c("gold")), spec("cutlery", c("white"))),
        },
        {
          key: "Hygiene",
          headline: { en: "Kitchen hygiene", ar: "نظافة المطابخ" },
          urlLink: "/category/gloves-hygiene",
          colours: ["#E0F7FA", "#00838F"],
          items: pair(spec("glove", c("blue")), spec("hairnet", c("white"))),
        },
        {
          key: "Home",
          headline: { en: "Home kitchens", ar: "مطابخ المنازل" },
          urlLink: "/category/foils-kitchen-rolls",
          colours: ["#F1F8E9", "#7CB342"],
          items: pair(spec("foil-roll", c("silver"), { accent: c("red") }), spec("kitchen-roll", c("white"))),
        },
      ],
    );
    return this.carousel(
      "UsageCategoriesCarousel",
      "USAGE_CATEGORIES",
      { en: "Shop by use", ar: "تسوق حسب الاستخدام" },
      "slide",
      { banners },
    );
  }

  private occasionsCarousel(): string {
    const trio = (a: DrawingSpec, b: DrawingSpec, d: DrawingSpec) => [
      item(a, -10, 60, 480),
      item(b, 230, 0, 500),
      item(d, 450, 110, 440),
    ];
    const banners = this.sceneBanners(
      "OccasionBanner",
      [840, 600],
      [
        {
          key: "Ramadan",
          headline: { en: "Ramadan & Eid", ar: "رمضان والعيد" },
          urlLink: "/category/party-occasions/ramadan-eid",
          colours: ["#1E2A5A", "#6C4AB6"],
          items: trio(
            spec("lantern", c("gold")),
            spec("gift-box", c("green"), { accent: c("gold") }),
            spec("hot-cup", c("white"), { accent: c("gold") }),
          ),
        },
        {
          key: "Birthdays",
          headline: { en: "Birthdays", ar: "أعياد الميلاد" },
          urlLink: "/category/party-occasions/birthday",
          colours: ["#FFD1DC", "#F06292"],
          items: trio(
            spec("balloons", c("pink"), { accent: c("gold") }),
            spec("party-hat", c("gold"), { accent: c("white") }),
            spec("candles", c("pink"), { accent: c("blue") }),
          ),
        },
        {
          key: "Weddings",
          headline: { en: "Weddings", ar: "الأعراس" },
          urlLink: "/search?query=wedding",
          colours: ["#FFF8E1", "#D4A646"],
          items: trio(
            spec("plate", c("gold")),
            spec("table-cover", c("white"), { accent: c("gold") }),
            spec("napkins", c("gold"), { accent: c("white") }),
          ),
        },
        {
          key: "NationalDay",
          headline: { en: "National Day", ar: "اليوم الوطني" },
          urlLink: "/category/party-occasions/party-kits",
          colours: ["#E8F5E9", "#2E7D32"],
          items: trio(
            spec("balloons", c("green"), { accent: c("red") }),
            spec("bunting", c("red"), { accent: c("green") }),
            spec("party-cup", c("white"), { accent: c("green") }),
          ),
        },
        {
          key: "Picnics",
          headline: { en: "BBQ & picnics", ar: "الشواء والنزهات" },
          urlLink: "/search?query=skewer",
          colours: ["#FFE0B2", "#EF6C00"],
          items: trio(
            spec("stirrers", c("natural")),
            spec("foil-tray", c("silver")),
            spec("cold-cup", c("clear"), { clear: true }),
          ),
        },
        {
          key: "Gifting",
          headline: { en: "Gifting", ar: "الهدايا" },
          urlLink: "/category/party-occasions/gift-packaging",
          colours: ["#FCE4EC", "#AD1457"],
          items: trio(
            spec("gift-box", c("red"), { accent: c("gold") }),
            spec("paper-bag", c("pink"), { accent: c("gold") }),
            spec("gift-box", c("white"), { accent: c("red") }),
          ),
        },
      ],
    );
    return this.carousel(
      "OccasionsCarousel",
      "SHOP_BY_OCCASIONS",
      { en: "Shop by occasion", ar: "تسوق حسب المناسبة" },
      "fade",
      { banners },
    );
  }

  private socialCarousel(): string {
    const posts: Array<{ key: string; headline: Bilingual; colours: [string, string]; items: SceneItem[] }> = [
      {
        key: "Latte",
        headline: { en: "Morning latte run", ar: "قهوة الصباح" },
        colours: ["#EFEBE9", "#A1887F"],
        items: [item(spec("hot-cup", c("kraft"), { accent: c("white") }), 120, 100, 580)],
      },
      {
        key: "Iftar",
        headline: { en: "Iftar table ideas", ar: "أفكار لمائدة الإفطار" },
        colours: ["#263238", "#5D4037"],
        items: [item(spec("lantern", c("gold")), 60, 120, 460), item(spec("plate", c("gold")), 300, 260, 480)],
      },
      {
        key: "Eco",
        headline: { en: "Our plastic-free week", ar: "أسبوعنا بلا بلاستيك" },
        colours: ["#F1F8E9", "#8BC34A"],
        items: [item(spec("palm-plate", c("natural"), { eco: true }), 100, 160, 600)],
      },
      {
        key: "Party",
        headline: { en: "Birthday set-up", ar: "تجهيز عيد ميلاد" },
        colours: ["#FFF9C4", "#FFB300"],
        items: [
          item(spec("balloons", c("red"), { accent: c("blue") }), 40, 40, 480),
          item(spec("party-plate", c("blue"), { accent: c("yellow") }), 300, 330, 460),
        ],
      },
      {
        key: "Kitchen",
        headline: { en: "Behind the counter", ar: "خلف الكاونتر" },
        colours: ["#E1F5FE", "#0288D1"],
        items: [item(spec("glove", c("black")), 60, 120, 460), item(spec("face-mask", c("blue")), 330, 280, 440)],
      },
      {
        key: "Delivery",
        headline: { en: "Packed for delivery", ar: "جاهز للتوصيل" },
        colours: ["#FFEBEE", "#E53935"],
        items: [
          item(spec("pizza-box", c("kraft"), { accent: c("red") }), 60, 220, 520),
          item(spec("carrier-bag", c("white"), { accent: c("red") }), 380, 60, 420),
        ],
      },
    ];
    const banners = posts
      .map((post) => {
        const svg = sceneSvg({ width: 800, height: 800, colours: post.colours, items: post.items });
        return this.banner(
          `SocialBanner${post.key}`,
          { url: mediaPath(this.media.addSvg(svg, post.headline)), altText: post.headline },
          post.headline,
          "https://www.instagram.com/dukkan.ae",
        );
      })
      .join(" ");
    return this.carousel(
      "SocialMediaCarousel",
      "SOCIAL_MEDIA",
      { en: "Follow us @dukkan.ae", ar: "تابعونا على ‎@dukkan.ae" },
      "slide",
      { banners },
    );
  }

  /** The deals listing reads these by uid (its `type` parameter). */
  private campaigns(): void {
    this.component("dealandoffers", "DukkanCampaignComponent", "Deals and offers campaign", {
      title: { en: "Deals and offers", ar: "العروض والتخفيضات" },
      productCodes: this.highlights.deals.join(" "),
    });
    this.component("flashsale", "DukkanCampaignComponent", "Flash sale campaign", {
      title: { en: "Flash sale", ar: "تخفيضات سريعة" },
      productCodes: this.highlights.flashSale.join(" "),
      timer: this.highlights.flashSaleEndsAt.toISOString(),
    });
  }

  // ───────────── content pages ─────────────

  private contentPages(): void {
    for (const page of CONTENT_PAGES) {
      const paragraphs = page.paragraphs.map((content, index) =>
        this.component(`${page.uid}Paragraph${index + 1}`, "CMSParagraphComponent", `${page.title.en} text`, {
          title: page.title,
          content,
        }),
      );
      this.page(
        {
          uid: page.uid,
          typeCode: "ContentPage",
          label: page.label,
          template: "ContentPage1Template",
          title: page.title,
          description: page.description,
          robots: ["index", "follow"],
          published: page.published ?? true,
        },
        { Section2A: paragraphs },
      );
    }
  }

  private siteMap(): void {
    const departments = this.catalogue.categories.filter((category) => !category.parentCode);
    const categoryLists = departments.map((department) => {
      const links = this.catalogue.categories
        .filter((category) => category.parentCode === department.code)
        .map((category) =>
          this.link(`SiteMapLink_${category.code}`, category.name as Bilingual, this.categoryPaths.get(category.code)!),
        );
      return this.component(`SiteMapList_${department.code}`, "SiteMapListComponent", department.name.en, {
        listName: department.name,
        listLinkComponent: { url: this.categoryPaths.get(department.code) },
        links: links.join(" "),
      });
    });
    const brandLinks = BRANDS.map((brand) =>
      this.link(
        `SiteMapLink_brand_${brand.code}`,
        brand.name,
        `/Brands/${brand.name.en.replace(/\s+/g, "-")}/c/${brand.code}`,
      ),
    );
    const offerLinks = [
      this.link(
        "SiteMapLink_deals",
        { en: "Deals and offers", ar: "العروض والتخفيضات" },
        "/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50",
      ),
      this.link(
        "SiteMapLink_flashsale",
        { en: "Flash sale", ar: "تخفيضات سريعة" },
        "/deals-Offers-flash-Sale?type=flashsale&pageSize=50",
      ),
      this.link("SiteMapLink_sale", { en: "Seasonal sale", ar: "التخفيضات الموسمية" }, "/sale"),
    ];
    const helpLinks = ["FaqsLink", "ShippingLink", "RefundReturnLink", "ContactUsLink"];
    const accountLinks = [
      this.link("SiteMapLink_account", { en: "My account", ar: "حسابي" }, "/my-account"),
      this.link("SiteMapLink_orders", { en: "Order history", ar: "سجل الطلبات" }, "/my-account/orders"),
      this.link("SiteMapLink_addresses", { en: "Address book", ar: "دفتر العناوين" }, "/my-account/address-book"),
      this.link("SiteMapLink_cart", { en: "Cart", ar: "السلة" }, "/cart"),
    ];
    const list = (uid: string, listName: Bilingual, links: string[], url?: string) =>
      this.component(uid, "SiteMapListComponent", listName.en, {
        listName,
        ...(url ? { listLinkComponent: { url } } : {}),
        links: links.join(" "),
      });
    const group = (uid: string, groupName: Bilingual, drawing: DrawingSpec, lists: string[]) =>
      this.component(uid, "SiteMapGroupComponent", groupName.en, {
        groupName,
        groupImage: this.mediaOf(
          sceneSvg({
            width: 400,
            height: 400,
            colours: [lighten(drawing.colour, 0.7), lighten(drawing.colour, 0.25)],
            items: [item(drawing, 40, 30, 320)],
          }),
          groupName,
        ),
        lists: lists.join(" "),
      });
    const groups = [
      group(
        "SiteMapGroupCategories",
        { en: "Shop by category", ar: "تسوق حسب الفئة" },
        spec("paper-bag", c("kraft")),
        categoryLists,
      ),
      group(
        "SiteMapGroupBrands",
        { en: "Brands and offers", ar: "العلامات التجارية والعروض" },
        spec("gift-box", c("red"), { accent: c("gold") }),
        [
          list("SiteMapListBrands", { en: "Brands", ar: "العلامات التجارية" }, brandLinks),
          list(
            "SiteMapListOffers",
            { en: "Offers", ar: "العروض" },
            offerLinks,
            "/deals-Offers-flash-Sale?type=dealandoffers&pageSize=50",
          ),
        ],
      ),
      group("SiteMapGroupHelp", { en: "Help and account", ar: "المساعدة والحساب" }, spec("glove", c("blue")), [
        list("SiteMapListHelp", { en: "Customer service", ar: "خدمة العملاء" }, helpLinks, "/faqs"),
        list("SiteMapListAccount", { en: "Your account", ar: "حسابك" }, accountLinks, "/my-account"),
      ]),
      group(
        "SiteMapGroupCompany",
        { en: "About Dukkan", ar: "عن دكان" },
        spec("hot-cup", c("white"), { accent: c("green") }),
        [
          list(
            "SiteMapListCompany",
            { en: "Company", ar: "الشركة" },
            ["AboutUsLink", "PrivacyLink", "TermsLink"],
            "/aboutus",
          ),
        ],
      ),
    ];
    this.page(
      {
        uid: "sitemap",
        typeCode: "ContentPage",
        label: "/sitemap",
        template: "ContentPage1Template",
        title: { en: "Site map", ar: "خريطة الموقع" },
        description: {
          en: "Every category, brand and page of the Dukkan shop.",
          ar: "جميع فئات متجر دكان وعلاماته التجارية وصفحاته.",
        },
        robots: ["index", "follow"],
      },
      { Section2A: groups },
    );
  }

  private notFoundPage(): void {
    const picture = this.mediaOf(
      sceneSvg({
        width: 1200,
        height: 500,
        colours: ["#ECEFF1", "#90A4AE"],
        items: [
          item(spec("noodle-box", c("white"), { accent: c("red") }), 300, 40, 420, -10),
          item(spec("paper-bag", c("kraft")), 620, 20, 440, 8),
        ],
      }),
      { en: "An empty takeaway box and paper bag", ar: "علبة طعام فارغة وكيس ورقي" },
    );
    this.page(
      {
        uid: "notFound",
        typeCode: "ContentPage",
        label: "/404-error",
        template: "ErrorPageTemplate",
        title: { en: "Page not found", ar: "الصفحة غير موجودة" },
        robots: ["noindex", "nofollow"],
      },
      {
        MiddleContent: [
          this.component("NotFoundBanner", "SimpleResponsiveBannerComponent", "Not found picture", {
            media: picture,
            urlLink: "/",
          }),
          this.component("NotFoundParagraph", "CMSParagraphComponent", "Not found text", { content: NOT_FOUND }),
        ],
      },
    );
  }

  private orderConfirmationPage(): void {
    this.page(
      {
        uid: "orderConfirmationPage",
        typeCode: "ContentPage",
        label: "/order-confirmation",
        template: "OrderConfirmationPageTemplate",
        title: { en: "Order confirmation", ar: "تأكيد الطلب" },
        robots: ["noindex", "nofollow"],
      },
      {
        BodyContent: [
          this.component("OrderConfirmationThankYou", "CMSParagraphComponent", "Thank you", {
            content: ORDER_CONFIRMATION,
          }),
        ],
        SideContent: [this.link("ContinueShoppingLink", { en: "Continue shopping", ar: "متابعة التسوق" }, "/")],
      },
    );
  }

  /** A seasonal sale page with a countdown banner; it redirects to not-found once the sale has ended. */
  private salePage(): void {
    const headline = {
      en: "Seasonal sale: catering essentials for less",
      ar: "التخفيضات الموسمية: مستلزمات الضيافة بأسعار أقل",
    };
    const media = this.mediaOf(
      sceneSvg({
        width: 1600,
        height: 500,
        colours: ["#FFF3E0", "#FF7043"],
        items: [
          item(spec("hot-cup", c("red"), { accent: c("white") }), 760, 20, 440),
          item(spec("food-container", c("black")), 1040, 80, 420),
          item(spec("napkins", c("gold")), 1300, 110, 320),
        ],
      }),
      headline,
    );
    const saleBanner = this.component("SaleTimerBanner", "SaleTimerBannerComponent", "Seasonal sale banner", {
      headline,
      dateStart: new Date(this.now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
      dateEnd: this.highlights.flashSaleEndsAt.toISOString(),
      url: "/sale",
      target: "_self",
      footerSalesMessage: {
        en: "Seasonal sale: up to 40% off catering essentials, ends soon",
        ar: "التخفيضات الموسمية: خصم يصل إلى 40% على مستلزمات الضيافة، ينتهي قريباً",
      },
      media,
    });
    this.fill(SHARED_SLOTS.TopHeaderSlot, [saleBanner]);
    this.page(
      {
        uid: "CustomizableSalePage",
        typeCode: "ContentPage",
        label: "/sale",
        template: "LandingPage2Template",
        title: { en: "Seasonal sale", ar: "التخفيضات الموسمية" },
        description: {
          en: "Limited-time prices on cups, containers, napkins and more.",
          ar: "أسعار لفترة محدودة على الأكواب والحافظات والمناديل وغيرها.",
        },
        robots: ["index", "follow"],
      },
      { Section1: [saleBanner], Section3: ["FLASHSALE", "DEALANDOFFERS"] },
    );
  }

  private cartPage(): void {
    this.page(
      {
        uid: "cartPage",
        typeCode: "ContentPage",
        label: "/cart",
        template: "CartPageTemplate",
        title: { en: "Your shopping cart", ar: "سلة التسوق" },
        robots: ["noindex", "nofollow"],
      },
      {
        EmptyCartMiddleContent: [
          this.component("EmptyCartParagraph", "CMSParagraphComponent", "Empty cart", { content: EMPTY_CART }),
        ],
        CartRecommendations: [
          this.carousel(
            "CARTPAGERECOMMENDED",
            "CARTPAGERECOMMENDED",
            { en: "You may also need", ar: "قد تحتاج أيضاً" },
            "slide",
            { productCodes: this.highlights.recommended.join(" ") },
          ),
        ],
      },
    );
  }

  /** Default category, search results and product pages: slots the storefront fills from the page's data. */
  private catalogPages(): void {
    const placeholder = (uid: string) => this.component(uid, uid, uid, {});
    const refinements = placeholder("ProductRefinementComponent");
    const breadcrumb = placeholder("BreadcrumbComponent");
    this.page(
      {
        uid: "productGrid",
        typeCode: "CategoryPage",
        template: "ProductGridPageTemplate",
        name: "Product grid",
        title: { en: "Products", ar: "المنتجات" },
        defaultPage: true,
        robots: ["index", "follow"],
      },
      {
        BottomHeaderSlot: [breadcrumb],
        ProductLeftRefinements: [refinements],
        ProductGridSlot: [placeholder("CMSProductListComponent")],
      },
    );
    this.page(
      {
        uid: "search",
        typeCode: "ContentPage",
        label: "search",
        template: "SearchResultsListPageTemplate",
        name: "Search results",
        title: { en: "Search results", ar: "نتائج البحث" },
        robots: ["noindex", "follow"],
      },
      {
        BottomHeaderSlot: [breadcrumb],
        ProductLeftRefinements: [refinements],
        SearchResultsListSlot: [placeholder("SearchResultsListComponent")],
      },
    );
    // The product page's tabs, in the page's order; titles as the storefront's own (spec §2.9).
    const tabs = [
      this.component("ProductDescriptionTab", "CMSTabParagraphComponent", "Description tab", {
        title: { en: "Description", ar: "الوصف" },
        tabType: "description",
      }),
      this.component("ProductSpecsTab", "CMSTabParagraphComponent", "Specifications tab", {
        title: { en: "Specifications", ar: "المواصفات" },
        tabType: "specs",
      }),
      this.component("ProductUsageTab", "CMSTabParagraphComponent", "Usage tab", {
        title: { en: "How to use", ar: "طريقة الاستخدام" },
        tabType: "usage",
      }),
      this.component("ProductReviewsTab", "CMSTabParagraphComponent", "Reviews tab", {
        title: { en: "Reviews", ar: "المراجعات" },
        tabType: "reviews",
      }),
    ];
    // Not placed: a tab container may list it (its tab is headed 'order history', spec §2.15).
    placeholder("AccountOrderHistoryComponent");
    this.page(
      {
        uid: "productDetails",
        typeCode: "ProductPage",
        template: "ProductDetailsPageTemplate",
        name: "Product details",
        title: { en: "Product details", ar: "تفاصيل المنتج" },
        defaultPage: true,
        robots: ["index", "follow"],
      },
      {
        BottomHeaderSlot: [breadcrumb],
        // The buy box first: Add to cart stays in the first screen of a desktop, the summary follows it.
        Summary: [
          "ProductIntroComponent",
          "ProductImagesComponent",
          "ProductVariantSelectorComponent",
          "ProductAddToCartComponent",
          "ProductSummaryComponent",
        ].map(placeholder),
        Tabs: [
          this.component("ProductTabs", "CMSTabParagraphContainer", "Product tabs", { components: tabs.join(" ") }),
        ],
        CrossSelling: [
          this.carousel(
            "PDPRECOMMENDED",
            "PDPRECOMMENDED",
            { en: "Customers also bought", ar: "اشترى العملاء أيضاً" },
            "slide",
            { productCodes: this.highlights.recommended.join(" ") },
          ),
        ],
      },
    );
  }

  /**
   * Each department's category page (its sub-categories inherit it): the default listing's slots plus a
   * wide banner (Section1) and a group of up to four sub-category tiles (Section2). Runs after
   * catalogPages, whose placeholder components it reuses.
   */
  private departmentPages(): void {
    const [width, height] = DEPARTMENT_BANNER_SIZE;
    for (const department of DEPARTMENT_BANNERS) {
      const category = this.catalogue.categories.find((candidate) => candidate.code === department.code);
      if (!category) throw new Error(`Department banner for unknown category '${department.code}'`);
      const name = category.name as Bilingual;
      const svg = sceneSvg({ width, height, colours: department.colours, items: department.items });
      const banner = this.banner(
        `DepartmentBanner_${department.code}`,
        this.mediaOf(svg, department.headline),
        department.headline,
        department.urlLink,
        department.content,
      );
      const tiles = this.catalogue.categories
        .filter((child) => child.parentCode === department.code && this.highlights.categoryImages.has(child.code))
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .slice(0, CATEGORY_GROUP_TILES)
        .map((child) => this.categoryBanner(child.code));
      const group = this.component(
        `DepartmentGroup_${department.code}`,
        "DukkanCategoryGroupComponent",
        `Popular in ${name.en}`,
        {
          title: { en: `Popular in ${name.en}`, ar: `الأكثر طلباً في ${name.ar}` },
          banners: tiles.join(" "),
          timeout: "1",
        },
      );
      this.page(
        {
          uid: `categoryPage_${department.code}`,
          typeCode: "CategoryPage",
          template: "ProductGridPageTemplate",
          name: `${name.en} category page`,
          title: name,
          categoryCodes: [department.code],
          robots: ["index", "follow"],
        },
        {
          Section1: [banner],
          Section2: [group],
          BottomHeaderSlot: ["BreadcrumbComponent"],
          ProductLeftRefinements: ["ProductRefinementComponent"],
          ProductGridSlot: ["CMSProductListComponent"],
        },
      );
    }
  }
}

export function buildCms(
  catalogue: CatalogueRows,
  highlights: CatalogueHighlights,
  media: MediaLibrary,
  now: Date,
): CmsRows {
  return new CmsBuilder(catalogue, highlights, media, now).build();
}
