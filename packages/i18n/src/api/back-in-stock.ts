/** The back-in-stock e-mail and push notification (shopping spec, 'Notify me'), sent once per request and channel. */
export const backInStockMessages = {
  en: {
    subject: "Back in stock: {{productName}}",
    text: "Hello {{firstName}},\n\nGood news: {{productName}} is back in stock.\n\n{{link}}\n\nYou asked us to tell you when it returned, so this is the only e-mail we send about it. Stock can run out quickly.",
    push: "Good news: {{productName}} is back in stock. Stock can run out quickly.",
  },
  ar: {
    subject: "عاد إلى المخزون: {{productName}}",
    text: "مرحباً {{firstName}}،\n\nخبر سار: المنتج «{{productName}}» متوفر من جديد.\n\n{{link}}\n\nطلبت منا إعلامك بعودته، لذلك أرسلنا هذه الرسالة مرة واحدة فقط. الكميات قد تنفد بسرعة.",
    push: "خبر سار: المنتج «{{productName}}» متوفر من جديد. الكميات قد تنفد بسرعة.",
  },
} as const;
