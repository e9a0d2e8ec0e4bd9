import type { FeatureMessages } from "../merge";

/** The product gallery's zoom dialog (spec §2.9 images). */
export const productGalleryMessages = {
  en: {
    product: {
      gallery: {
        zoom: {
          open: "Zoom into picture {{number}} of {{total}}",
          title: "Pictures of {{name}}",
          close: "Close",
          previous: "Previous picture",
          next: "Next picture",
          position: "Picture {{number}} of {{total}}",
          thumbnails: "All pictures",
          showPicture: "Show picture {{number}}",
          panHint: "Move the pointer or your finger over the picture to look closer.",
        },
      },
    },
  },
  ar: {
    product: {
      gallery: {
        zoom: {
          open: "تكبير الصورة {{number}} من {{total}}",
          title: "صور {{name}}",
          close: "إغلاق",
          previous: "الصورة السابقة",
          next: "الصورة التالية",
          position: "الصورة {{number}} من {{total}}",
          thumbnails: "كل الصور",
          showPicture: "عرض الصورة {{number}}",
          panHint: "حرّك المؤشر أو إصبعك فوق الصورة لرؤية التفاصيل عن قرب.",
        },
      },
    },
  },
} satisfies FeatureMessages;
