import type { FeatureMessages } from "../merge";

/** The text-field configurator and its overview (shopping spec §2.1, §4 configuration status ERROR). */
export const configuratorMessages = {
  en: {
    configurator: {
      title: "Personalise {{name}}",
      overviewTitle: "Your texts for {{name}}",
      breadcrumb: "Personalise",
      cart: "Cart",
      intro: "Enter the text to print on this product. We make it to order with your text.",
      requiredNote: "Fields marked * are required.",
      quantity: "Quantity",
      addToCart: "Add to cart",
      updateCart: "Update cart",
      backToCart: "Back to cart",
      edit: "Edit texts",
      fieldRequired: "Please fill in this field.",
      quantityInvalid: "Enter a quantity of at least 1.",
      quantityTooHigh: "You can order at most {{max}} of this product.",
      outOfStock: "This product is out of stock.",
      entryHasErrors:
        "A required text is missing for this product. It cannot go to checkout until the text is filled in.",
      missingValue: "Missing — required",
      added: "The personalised product was added to your cart.",
      addedReduced: "The personalised product was added to your cart, with fewer items than asked: stock is limited.",
      updated: "Your texts were saved.",
    },
  },
  ar: {
    configurator: {
      title: "خصّص {{name}}",
      overviewTitle: "نصوصك لـ {{name}}",
      breadcrumb: "تخصيص",
      cart: "السلة",
      intro: "أدخل النص المراد طباعته على هذا المنتج. نصنعه حسب الطلب بنصك.",
      requiredNote: "الحقول المميزة بـ * مطلوبة.",
      quantity: "الكمية",
      addToCart: "أضف إلى السلة",
      updateCart: "تحديث السلة",
      backToCart: "العودة إلى السلة",
      edit: "تعديل النصوص",
      fieldRequired: "يُرجى تعبئة هذا الحقل.",
      quantityInvalid: "أدخل كمية لا تقل عن 1.",
      quantityTooHigh: "يمكنك طلب {{max}} من هذا المنتج كحد أقصى.",
      outOfStock: "هذا المنتج غير متوفر في المخزون.",
      entryHasErrors: "نص مطلوب لهذا المنتج مفقود. لا يمكن المتابعة إلى الدفع حتى تتم تعبئة النص.",
      missingValue: "مفقود — مطلوب",
      added: "تمت إضافة المنتج المخصص إلى سلتك.",
      addedReduced: "تمت إضافة المنتج المخصص إلى سلتك بكمية أقل مما طلبت بسبب محدودية المخزون.",
      updated: "تم حفظ نصوصك.",
    },
  },
} satisfies FeatureMessages;
