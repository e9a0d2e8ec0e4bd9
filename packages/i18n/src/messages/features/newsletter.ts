import type { FeatureMessages } from "../merge";

/**
 * The newsletter boxes in the header, footer and cart (spec §2.15, §5 newsletter rule). The outcome
 * messages are the spec's 'email.formatError' and 'email.subscribeSuccess'; the box's own title, text,
 * placeholder and button come from the CMS NewsletterComponent, these being the fallbacks.
 */
export const newsletterMessages = {
  en: {
    newsletter: {
      title: "Offers in your inbox",
      content: "New products, flash sales and seasonal offers, about twice a month.",
      emailLabel: "Your e-mail for the newsletter",
      placeholder: "Your e-mail address",
      subscribe: "Subscribe",
      subscribing: "Subscribing…",
      headerToggle: "Newsletter",
      pageTitle: "Newsletter",
      backToShop: "Continue shopping",
    },
  },
  ar: {
    newsletter: {
      title: "العروض في بريدك",
      content: "منتجات جديدة وتخفيضات سريعة وعروض موسمية، نحو مرتين في الشهر.",
      emailLabel: "بريدك للنشرة الإخبارية",
      placeholder: "بريدك الإلكتروني",
      subscribe: "اشترك",
      subscribing: "جارٍ الاشتراك…",
      headerToggle: "النشرة الإخبارية",
      pageTitle: "النشرة الإخبارية",
      backToShop: "متابعة التسوق",
    },
  },
} satisfies FeatureMessages;
