/**
 * The payment link an assisted-service agent sends a customer (decision 0085): the agent builds the cart on the
 * phone, the customer pays it by card themselves. An e-mail and a short SMS, in the customer's language. A guest
 * (no account, decision 0087) gets the e-mail only, in the language the agent served them in, and pays without
 * signing in.
 */
export const paymentLinkMessages = {
  en: {
    subject: "Your Dukkan cart is ready to pay: {{total}}",
    text: "Hello {{firstName}},\n\n{{agent}} from our team has prepared your cart ({{items}}): {{total}} in all, VAT included. To pay it by card, sign in to your account with this link and check the order before you pay:\n\n{{link}}\n\nYou type your card details yourself; our team never asks for them. If you did not speak to us, you can ignore this e-mail.",
    items: "items: {{count}}",
    sms: "Dukkan: your cart of {{total}} is ready. Sign in and pay by card: {{link}}",
    guestText:
      "Hello {{firstName}},\n\n{{agent}} from our team has prepared your order ({{items}}): {{total}} in all, VAT included. To pay it by card, open this link and check the order before you pay:\n\n{{link}}\n\nYou type your card details yourself; our team never asks for them. Keep this link to yourself: it opens your order. If you did not speak to us, you can ignore this e-mail.",
  },
  ar: {
    subject: "سلتك في دكان جاهزة للدفع: {{total}}",
    text: "مرحبًا {{firstName}}،\n\nجهّز لك {{agent}} من فريقنا سلتك ({{items}}): بمجموع {{total}} شامل ضريبة القيمة المضافة. للدفع بالبطاقة، سجّل الدخول إلى حسابك من هذا الرابط وراجع الطلب قبل الدفع:\n\n{{link}}\n\nأنت من يكتب بيانات بطاقتك؛ لن يطلبها منك فريقنا أبدًا. إن لم تتحدث إلينا، يمكنك تجاهل هذه الرسالة.",
    items: "عدد القطع: {{count}}",
    sms: "دكان: سلتك بقيمة {{total}} جاهزة. سجّل الدخول وادفع بالبطاقة: {{link}}",
    guestText:
      "مرحبًا {{firstName}}،\n\nجهّز لك {{agent}} من فريقنا طلبك ({{items}}): بمجموع {{total}} شامل ضريبة القيمة المضافة. للدفع بالبطاقة، افتح هذا الرابط وراجع الطلب قبل الدفع:\n\n{{link}}\n\nأنت من يكتب بيانات بطاقتك؛ لن يطلبها منك فريقنا أبدًا. احتفظ بهذا الرابط لنفسك، فهو يفتح طلبك. إن لم تتحدث إلينا، يمكنك تجاهل هذه الرسالة.",
  },
} as const;
