/**
 * Texts of the tax invoice and the order confirmation e-mail. The invoice prints every label in English
 * and Arabic (as UAE tax invoices usually do); the e-mail is written in the shopper's language.
 */
export const INVOICE_LABELS = {
  title: { en: "Tax Invoice", ar: "فاتورة ضريبية" },
  seller: { en: "Seller", ar: "البائع" },
  trn: { en: "TRN", ar: "الرقم الضريبي" },
  invoiceNumber: { en: "Invoice number", ar: "رقم الفاتورة" },
  invoiceDate: { en: "Invoice date", ar: "تاريخ الفاتورة" },
  payment: { en: "Payment", ar: "الدفع" },
  customer: { en: "Customer", ar: "العميل" },
  deliverTo: { en: "Deliver to", ar: "التوصيل إلى" },
  pickUpAt: { en: "Pick up at", ar: "الاستلام من" },
  billTo: { en: "Billing address", ar: "عنوان الفواتير" },
  description: { en: "Description", ar: "الوصف" },
  quantity: { en: "Qty", ar: "الكمية" },
  unitPrice: { en: "Unit price", ar: "سعر الوحدة" },
  net: { en: "Net amount", ar: "المبلغ الصافي" },
  vat: { en: "VAT 5%", ar: "ضريبة 5%" },
  lineTotal: { en: "Total", ar: "الإجمالي" },
  goods: { en: "Items", ar: "المنتجات" },
  discount: { en: "Discounts", ar: "الخصومات" },
  delivery: { en: "Delivery", ar: "التوصيل" },
  totalNet: { en: "Total excluding VAT", ar: "الإجمالي غير شامل الضريبة" },
  totalVat: { en: "VAT 5%", ar: "ضريبة القيمة المضافة 5%" },
  total: { en: "Total (AED, VAT included)", ar: "الإجمالي (درهم، شامل الضريبة)" },
  vatNote: {
    en: "All prices include VAT at 5%. Amounts in UAE dirhams (AED).",
    ar: "جميع الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%. المبالغ بالدرهم الإماراتي.",
  },
} as const;

export type InvoiceLabel = keyof typeof INVOICE_LABELS;

export const EMAIL_TEXTS = {
  en: {
    subject: (code: string) => `Your Dukkan order ${code}`,
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    thanks: (code: string) => `Thank you for your order ${code}. We have received it and will prepare it shortly.`,
    summary: "Order summary",
    quantity: "Qty",
    delivery: "Delivery",
    discount: "Discounts",
    total: "Total (VAT included)",
    vat: "of which VAT 5%",
    deliverTo: "Delivery address",
    pickUpAt: "Pick up at",
    payment: "Payment",
    invoice: "Your tax invoice is attached to this e-mail as a PDF.",
    invoiceFile: (code: string) => `tax-invoice-${code}.pdf`,
    closing: "Thank you for shopping with Dukkan.",
    free: "Free",
  },
  ar: {
    subject: (code: string) => `طلبك من دكان رقم ${code}`,
    greeting: (name: string) => (name ? `مرحباً ${name}،` : "مرحباً،"),
    thanks: (code: string) => `شكراً لطلبك رقم ${code}. لقد استلمناه وسنجهزه قريباً.`,
    summary: "ملخص الطلب",
    quantity: "الكمية",
    delivery: "التوصيل",
    discount: "الخصومات",
    total: "الإجمالي (شامل الضريبة)",
    vat: "منها ضريبة القيمة المضافة 5%",
    deliverTo: "عنوان التوصيل",
    pickUpAt: "الاستلام من",
    payment: "الدفع",
    invoice: "فاتورتك الضريبية مرفقة بهذه الرسالة بصيغة PDF.",
    invoiceFile: (code: string) => `tax-invoice-${code}.pdf`,
    closing: "شكراً لتسوقك من دكان.",
    free: "مجاني",
  },
} as const;
