/** The back-in-stock e-mail, in the customer's language. Plain text like the account e-mails. */
import type { Language } from "@dukkan/occ";
import type { EmailMessage } from "../notifications/email.js";

const SIGNATURE = { en: "Dukkan — packaging and catering supplies", ar: "دكان — مستلزمات التغليف والضيافة" };

export function backInStockEmail(
  to: string,
  language: Language,
  firstName: string,
  productName: string,
  link: string,
): EmailMessage {
  return language === "ar"
    ? {
        to,
        language,
        subject: `عاد إلى المخزون: ${productName}`,
        text: `مرحباً ${firstName}،\n\nخبر سار: المنتج «${productName}» متوفر من جديد.\n\n${link}\n\nطلبت منا إعلامك بعودته، لذلك أرسلنا هذه الرسالة مرة واحدة فقط. الكميات قد تنفد بسرعة.\n\n${SIGNATURE.ar}`,
      }
    : {
        to,
        language,
        subject: `Back in stock: ${productName}`,
        text: `Hello ${firstName},\n\nGood news: ${productName} is back in stock.\n\n${link}\n\nYou asked us to tell you when it returned, so this is the only e-mail we send about it. Stock can run out quickly.\n\n${SIGNATURE.en}`,
      };
}
