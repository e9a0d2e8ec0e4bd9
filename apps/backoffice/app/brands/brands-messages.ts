/**
 * The texts of the brand screens and of the product page's brand select, English and Arabic (merged into
 * i18n/messages.ts under `brands`; the same keys in both languages, checked by messages.test.ts).
 */
const en = {
  brands: {
    title: "Brands",
    intro:
      "The shop's brands in the order its brand lists show them. A brand's page on the shop lists its products; shoppers see a change within a second.",
    new: "New brand",
    editTitle: "Brand {{name}}",
    back: "Back to the brands",
    empty: "No brands yet.",
    logo: "Logo",
    noLogo: "No logo",
    nameEn: "Name (English)",
    nameAr: "Name (Arabic)",
    products: "Products",
    productsOf: "Products of {{name}}: {{count}}",
    place: "Place",
    placeOf: "{{position}} of {{count}}",
    moveUp: "Move up",
    moveUpOf: "Move {{name}} up",
    moveDown: "Move down",
    moveDownOf: "Move {{name}} down",
    moved: "The brand is moved.",
    deleted: "The brand is deleted.",
    fields: {
      code: "Code",
      nameEn: "Name (English)",
      nameAr: "Name (Arabic)",
      slug: "Slug",
    },
    codeHint:
      "The brand's key in the shop's addresses, kept for ever: lower-case words joined by hyphens, e.g. sahra-pack.",
    slugHint: "Lower-case words joined by hyphens, unique among brands.",
    create: "Create the brand",
    save: "Save",
    created: "The brand is created.",
    saved: "Saved.",
    failed: "Nothing was changed. Please check the fields marked below.",
    fieldErrors: {
      code: {
        invalid: "Enter lower-case letters and digits, words joined by single hyphens (at most 60 characters).",
        taken: "A brand or a category has this code already.",
      },
      slug: {
        invalid: "Enter lower-case letters and digits, words joined by single hyphens (at most 60 characters).",
        taken: "Another brand has this slug.",
      },
      nameEn: { invalid: "Enter a name of at most 100 characters." },
      nameAr: { invalid: "Enter a name of at most 100 characters." },
    },
    logoSection: {
      title: "Logo",
      intro: "Shown with the brand's name as its text alternative.",
      file: "Logo picture",
      fileHint: "A JPEG, PNG or WebP of at most 5 MB. It is stored without its metadata (camera, location).",
      upload: "Upload the logo",
      replace: "Replace the logo",
      remove: "Remove the logo",
      uploaded: "The logo is saved.",
      removed: "The logo is removed.",
    },
    delete: {
      open: "Delete the brand",
      title: "Delete {{name}}?",
      text: "The brand disappears from the shop. Its page on the shop is gone.",
      confirm: "Delete",
      cancel: "Cancel",
      inUse:
        "This brand cannot be deleted: {{count}} product(s) have it. Give them another brand or none on their pages first.",
    },
    productSelect: {
      label: "Brand",
      none: "No brand",
    },
  },
};

const ar: typeof en = {
  brands: {
    title: "العلامات التجارية",
    intro:
      "العلامات التجارية للمتجر بالترتيب الذي تعرضه قوائمه. تعرض صفحة العلامة في المتجر منتجاتها؛ ويرى المتسوقون أي تغيير خلال ثانية.",
    new: "علامة تجارية جديدة",
    editTitle: "العلامة التجارية {{name}}",
    back: "العودة إلى العلامات التجارية",
    empty: "لا توجد علامات تجارية بعد.",
    logo: "الشعار",
    noLogo: "بلا شعار",
    nameEn: "الاسم (بالإنجليزية)",
    nameAr: "الاسم (بالعربية)",
    products: "المنتجات",
    productsOf: "منتجات {{name}}: {{count}}",
    place: "الترتيب",
    placeOf: "{{position}} من {{count}}",
    moveUp: "نقل للأعلى",
    moveUpOf: "نقل {{name}} للأعلى",
    moveDown: "نقل للأسفل",
    moveDownOf: "نقل {{name}} للأسفل",
    moved: "نُقلت العلامة التجارية.",
    deleted: "حُذفت العلامة التجارية.",
    fields: {
      code: "الرمز",
      nameEn: "الاسم (بالإنجليزية)",
      nameAr: "الاسم (بالعربية)",
      slug: "المعرّف في الروابط",
    },
    codeHint: "مفتاح العلامة في عناوين المتجر، ولا يتغير أبدًا: كلمات بأحرف لاتينية صغيرة تفصلها شرطات، مثل sahra-pack.",
    slugHint: "كلمات بأحرف لاتينية صغيرة تفصلها شرطات، لا تتكرر بين العلامات.",
    create: "إنشاء العلامة التجارية",
    save: "حفظ",
    created: "أُنشئت العلامة التجارية.",
    saved: "تم الحفظ.",
    failed: "لم يتغير شيء. يرجى مراجعة الحقول المشار إليها أدناه.",
    fieldErrors: {
      code: {
        invalid: "أدخل أحرفًا لاتينية صغيرة وأرقامًا، كلمات تفصلها شرطة واحدة (60 حرفًا على الأكثر).",
        taken: "هذا الرمز مستخدم لعلامة تجارية أو فئة أخرى.",
      },
      slug: {
        invalid: "أدخل أحرفًا لاتينية صغيرة وأرقامًا، كلمات تفصلها شرطة واحدة (60 حرفًا على الأكثر).",
        taken: "هذا المعرّف مستخدم لعلامة تجارية أخرى.",
      },
      nameEn: { invalid: "أدخل اسمًا لا يتجاوز 100 حرف." },
      nameAr: { invalid: "أدخل اسمًا لا يتجاوز 100 حرف." },
    },
    logoSection: {
      title: "الشعار",
      intro: "يُعرض مع اسم العلامة التجارية نصًا بديلًا له.",
      file: "صورة الشعار",
      fileHint: "ملف JPEG أو PNG أو WebP بحجم 5 ميغابايت على الأكثر. يُحفظ دون بياناته الوصفية (الكاميرا، الموقع).",
      upload: "رفع الشعار",
      replace: "استبدال الشعار",
      remove: "إزالة الشعار",
      uploaded: "حُفظ الشعار.",
      removed: "أُزيل الشعار.",
    },
    delete: {
      open: "حذف العلامة التجارية",
      title: "حذف {{name}}؟",
      text: "تختفي العلامة التجارية من المتجر وتُزال صفحتها فيه.",
      confirm: "حذف",
      cancel: "إلغاء",
      inUse:
        "لا يمكن حذف هذه العلامة التجارية: لديها {{count}} منتج. اختر لها علامة أخرى أو بلا علامة في صفحاتها أولًا.",
    },
    productSelect: {
      label: "العلامة التجارية",
      none: "بلا علامة تجارية",
    },
  },
};

export const brandsMessages = { en, ar };
