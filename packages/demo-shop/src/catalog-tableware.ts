/** Cutlery and tableware: plastic and wooden cutlery, cutlery kits, plates, bowls, skewers and toothpicks. */
import { cm, ml, pack, sized, type Department, type ProductTypeDef } from "./catalog-model.js";

/** Heavy-duty plastic cutlery comes as three near-identical types; only the piece differs. */
function plasticCutlery(piece: {
  en: string;
  ar: string;
  keyword: string;
  keywordAr: string;
  price: number;
}): ProductTypeDef {
  return {
    category: "plastic-cutlery",
    drawing: "cutlery",
    name: { en: `{c} Heavy-Duty Plastic ${piece.en}`, ar: `${piece.ar} بلاستيكية {c} متينة` },
    gender: "f",
    about: {
      en: `Thick, rigid polypropylene ${piece.en.toLowerCase()} that do not snap in rice or grills, smart enough for catered buffets.`,
      ar: `${piece.ar} سميكة وصلبة من البولي بروبيلين لا تنكسر مع الأرز أو المشاوي، وأنيقة بما يكفي لبوفيهات الضيافة.`,
    },
    highlights: {
      en: ["Heavy-duty weight", "Reusable and dishwasher-safe", "Smooth, polished finish"],
      ar: ["وزن متين", "قابلة لإعادة الاستخدام وآمنة في غسالة الصحون", "سطح ناعم ولامع"],
    },
    usage: {
      en: ["Set out handle-up in a cutlery holder for buffets.", "Wash on the top rack to reuse."],
      ar: ["ضعها في حامل أدوات المائدة والمقابض للأعلى في البوفيهات.", "اغسلها على الرف العلوي لإعادة استخدامها."],
    },
    keywords: {
      en: `plastic ${piece.keyword}, cutlery, heavy duty, buffet`,
      ar: `${piece.keywordAr} بلاستيك، أدوات مائدة، متينة، بوفيه`,
    },
    material: "pp",
    sizes: [sized("18 cm", "18 سم", [3, 1, 18])],
    colours: ["white", "black", "clear"],
    packs: [pack(50), pack(1000, "carton")],
    priceFils: piece.price,
    brands: ["proserve", "marjan-ware"],
  };
}

function woodenCutlery(piece: {
  en: string;
  ar: string;
  keyword: string;
  keywordAr: string;
  length: number;
  price: number;
}): ProductTypeDef {
  return {
    category: "wooden-cutlery",
    drawing: "cutlery",
    name: { en: `Birch Wood ${piece.en}`, ar: `${piece.ar} من خشب البتولا` },
    gender: "f",
    about: {
      en: `Smooth, waxed birch ${piece.en.toLowerCase()} with no taste or smell, and compostable after use.`,
      ar: `${piece.ar} ناعمة من خشب البتولا المشمّع بلا طعم أو رائحة، وقابلة للتحلل بعد الاستخدام.`,
    },
    highlights: {
      en: ["FSC-certified birch", "Splinter-free", "Home compostable"],
      ar: ["خشب بتولا معتمد من FSC", "بلا شظايا", "قابلة للتحلل في السماد المنزلي"],
    },
    usage: {
      en: ["Store dry in a closed box.", "Dispose of with food waste or compost."],
      ar: ["تُحفظ جافة في علبة مغلقة.", "تخلّص منها مع بقايا الطعام أو في السماد."],
    },
    keywords: {
      en: `wooden ${piece.keyword}, wooden cutlery, eco cutlery`,
      ar: `${piece.keywordAr} خشبية، أدوات مائدة خشبية، أدوات صديقة للبيئة`,
    },
    material: "wood",
    sizes: [sized(`${piece.length} mm`, `${piece.length} ملم`, [3, 1, piece.length / 10])],
    colours: ["natural"],
    packs: [pack(100), pack(1000, "carton")],
    priceFils: piece.price,
    brands: ["wahat-eco", "nakhla"],
  };
}

export const tableware: Department = {
  category: {
    code: "cutlery-tableware",
    name: { en: "Cutlery & Tableware", ar: "أدوات المائدة" },
    description: {
      en: "Cutlery, plates and bowls for buffets, events and takeaway orders.",
      ar: "أدوات المائدة والأطباق والأوعية للبوفيهات والمناسبات والطلبات الخارجية.",
    },
    drawing: "cutlery",
    colour: "blue",
    children: [
      {
        code: "cutlery",
        name: { en: "Cutlery", ar: "الملاعق والشوك والسكاكين" },
        description: { en: "Forks, knives and spoons.", ar: "شوك وسكاكين وملاعق." },
        drawing: "cutlery",
        colour: "white",
        children: [
          {
            code: "plastic-cutlery",
            name: { en: "Plastic Cutlery", ar: "أدوات مائدة بلاستيكية" },
            description: {
              en: "Heavy-duty reusable plastic cutlery.",
              ar: "أدوات مائدة بلاستيكية متينة قابلة لإعادة الاستخدام.",
            },
            drawing: "cutlery",
            colour: "black",
          },
          {
            code: "wooden-cutlery",
            name: { en: "Wooden Cutlery", ar: "أدوات مائدة خشبية" },
            description: { en: "Compostable birch cutlery.", ar: "أدوات مائدة من خشب البتولا قابلة للتحلل." },
            drawing: "cutlery",
            colour: "natural",
          },
          {
            code: "cutlery-kits",
            name: { en: "Cutlery Kits", ar: "أطقم أدوات المائدة" },
            description: { en: "Wrapped cutlery sets with napkin.", ar: "أطقم أدوات مائدة مغلفة مع منديل." },
            drawing: "cutlery-kit",
            colour: "black",
          },
        ],
      },
      {
        code: "plates-bowls",
        name: { en: "Plates & Bowls", ar: "الأطباق والأوعية" },
        description: { en: "Paper and plastic plates and dessert bowls.", ar: "أطباق ورقية وبلاستيكية وأوعية حلويات." },
        drawing: "plate",
        colour: "white",
        children: [
          {
            code: "paper-plates",
            name: { en: "Paper Plates", ar: "أطباق ورقية" },
            description: { en: "Coated paper plates.", ar: "أطباق ورقية مطلية." },
            drawing: "plate",
            colour: "white",
          },
          {
            code: "plastic-plates",
            name: { en: "Plastic Plates", ar: "أطباق بلاستيكية" },
            description: {
              en: "Premium reusable plastic plates.",
              ar: "أطباق بلاستيكية فاخرة قابلة لإعادة الاستخدام.",
            },
            drawing: "plate",
            colour: "gold",
          },
          {
            code: "dessert-bowls",
            name: { en: "Dessert Bowls", ar: "أوعية الحلويات" },
            description: { en: "Small bowls for desserts and sides.", ar: "أوعية صغيرة للحلويات والأطباق الجانبية." },
            drawing: "bowl",
            colour: "white",
          },
        ],
      },
      {
        code: "skewers-toothpicks",
        name: { en: "Skewers & Toothpicks", ar: "أسياخ وأعواد أسنان" },
        description: { en: "Bamboo skewers and wrapped toothpicks.", ar: "أسياخ خيزران وأعواد أسنان مغلفة." },
        drawing: "stirrers",
        colour: "natural",
      },
    ],
  },
  types: [
    plasticCutlery({ en: "Forks", ar: "شوك", keyword: "fork", keywordAr: "شوكة", price: 1150 }),
    plasticCutlery({ en: "Knives", ar: "سكاكين", keyword: "knife", keywordAr: "سكين", price: 1150 }),
    plasticCutlery({ en: "Spoons", ar: "ملاعق", keyword: "spoon", keywordAr: "ملعقة", price: 1150 }),
    woodenCutlery({ en: "Forks", ar: "شوك", keyword: "fork", keywordAr: "شوك", length: 160, price: 1250 }),
    woodenCutlery({ en: "Knives", ar: "سكاكين", keyword: "knife", keywordAr: "سكاكين", length: 165, price: 1250 }),
    woodenCutlery({ en: "Spoons", ar: "ملاعق", keyword: "spoon", keywordAr: "ملاعق", length: 160, price: 1250 }),
    woodenCutlery({
      en: "Teaspoons",
      ar: "ملاعق صغيرة",
      keyword: "teaspoon",
      keywordAr: "ملاعق صغيرة",
      length: 110,
      price: 950,
    }),
    {
      category: "cutlery-kits",
      drawing: "cutlery-kit",
      name: { en: "{c} Wrapped Cutlery Kit", ar: "طقم أدوات مائدة {c} مغلف" },
      gender: "m",
      about: {
        en: "Hygienically wrapped cutlery with a napkin, ready to drop into every delivery bag.",
        ar: "أدوات مائدة مغلفة بشكل صحي مع منديل، جاهزة لوضعها في كل حقيبة توصيل.",
      },
      highlights: {
        en: ["Individually sealed", "Napkin included", "Saves packing time"],
        ar: ["كل طقم مغلف على حدة", "المنديل مرفق", "يوفر وقت التغليف"],
      },
      usage: {
        en: ["Add one kit per meal to the order bag.", "Keep the carton closed to keep kits clean."],
        ar: ["أضف طقماً واحداً لكل وجبة في كيس الطلب.", "أبقِ الكرتونة مغلقة لتبقى الأطقم نظيفة."],
      },
      keywords: {
        en: "cutlery kit, cutlery set, wrapped cutlery, napkin set",
        ar: "طقم أدوات مائدة، طقم ملاعق، أدوات مغلفة، طقم منديل",
      },
      material: "pp",
      sizes: [
        sized("3-in-1", "3 في 1", [8, 2, 22]),
        sized("4-in-1", "4 في 1", [8, 2, 22], 1.2),
        sized("6-in-1", "6 في 1", [9, 2, 23], 1.45),
      ],
      colours: ["white", "black"],
      packs: [pack(100)],
      priceFils: 2900,
      brands: ["proserve"],
    },
    {
      category: "paper-plates",
      drawing: "plate",
      name: { en: "Round Paper Plate", ar: "طبق ورقي دائري" },
      gender: "m",
      about: {
        en: "Coated paper plates that stay rigid under biryani, salads and cake.",
        ar: "أطباق ورقية مطلية تبقى صلبة تحت البرياني والسلطات والكيك.",
      },
      highlights: {
        en: ["Cut- and grease-resistant coating", "Microwave-safe for reheating", "Stacks flat"],
        ar: ["طبقة مقاومة للقطع والدهون", "آمنة في الميكروويف لإعادة التسخين", "تُرص بشكل مسطح"],
      },
      usage: {
        en: ["Use 18 cm for sides and cake, 23–26 cm for main meals.", "Reheat for no more than two minutes."],
        ar: ["استخدم مقاس 18 سم للمقبلات والكيك، و23–26 سم للوجبات الرئيسية.", "لا تُعد التسخين لأكثر من دقيقتين."],
      },
      keywords: {
        en: "paper plate, disposable plate, party plate",
        ar: "طبق ورقي، طبق للاستعمال مرة واحدة، طبق حفلات",
      },
      material: "paper",
      sizes: [cm([18], [18, 18, 2]), cm([23], [23, 23, 2]), cm([26], [26, 26, 2])],
      colours: ["white"],
      packs: [pack(50), pack(500, "carton")],
      priceFils: 950,
      brands: ["hadeel", "sahra-pack"],
    },
    {
      category: "plastic-plates",
      drawing: "plate",
      name: { en: "{c} Premium Plastic Plate", ar: "طبق بلاستيكي فاخر {c}" },
      gender: "m",
      about: {
        en: "Heavyweight plates with a china look for weddings, iftars and corporate events.",
        ar: "أطباق ثقيلة بمظهر الخزف للأعراس والإفطارات والمناسبات الرسمية.",
      },
      highlights: {
        en: ["China-look finish", "Rigid, heavyweight", "Reusable"],
        ar: ["مظهر يشبه الخزف", "صلبة وثقيلة الوزن", "قابلة لإعادة الاستخدام"],
      },
      usage: {
        en: ["Hand wash in warm water to reuse.", "Not for the microwave."],
        ar: ["اغسلها يدوياً بماء دافئ لإعادة استخدامها.", "غير مناسبة للميكروويف."],
      },
      keywords: {
        en: "plastic plate, wedding plate, gold plate, charger plate",
        ar: "طبق بلاستيك، طبق أعراس، طبق ذهبي، صحن تقديم",
      },
      material: "ps",
      sizes: [cm([19], [19, 19, 2]), cm([23], [23, 23, 2]), cm([26], [26, 26, 2])],
      colours: ["white", "black", "gold"],
      packs: [pack(10)],
      priceFils: 1450,
      brands: ["majlis"],
      variants: "COLOUR",
    },
    {
      category: "plastic-plates",
      drawing: "plate",
      name: { en: "Five-Compartment Plate", ar: "طبق بخمسة أقسام" },
      gender: "m",
      about: {
        en: "Large divided plates for labour camps, school canteens and buffet lines.",
        ar: "أطباق كبيرة مقسمة لسكن العمال والمقاصف المدرسية وخطوط البوفيه.",
      },
      highlights: {
        en: ["Five compartments", "Rigid polystyrene", "Stackable"],
        ar: ["خمسة أقسام", "بوليسترين صلب", "قابلة للتكديس"],
      },
      usage: {
        en: ["Serve the main in the large section and sides around it.", "For food up to 70 °C."],
        ar: ["قدّم الطبق الرئيسي في القسم الكبير والأطباق الجانبية حوله.", "للأطعمة حتى 70 درجة مئوية."],
      },
      keywords: { en: "compartment plate, divided plate, canteen plate", ar: "طبق بأقسام، طبق مقسم، طبق مقصف" },
      material: "ps",
      sizes: [cm([26], [26, 26, 3])],
      colours: ["white"],
      packs: [pack(25), pack(250, "carton")],
      priceFils: 1350,
      brands: ["marjan-ware"],
    },
    {
      category: "dessert-bowls",
      drawing: "bowl",
      name: { en: "{c} Dessert Bowl", ar: "وعاء حلويات {c}" },
      gender: "m",
      about: {
        en: "Small round bowls for mahalabia, fruit salad, ice cream and sides.",
        ar: "أوعية دائرية صغيرة للمهلبية وسلطة الفواكه والآيس كريم والأطباق الجانبية.",
      },
      highlights: {
        en: ["Rigid, no flex when full", "Smooth rim", "Stackable"],
        ar: ["صلبة لا تنثني عند امتلائها", "حافة ناعمة", "قابلة للتكديس"],
      },
      usage: {
        en: ["Chill desserts in the bowls before serving.", "Cover with cling film for storage."],
        ar: ["برّد الحلويات داخل الأوعية قبل التقديم.", "غطّها بالغلاف البلاستيكي عند الحفظ."],
      },
      keywords: {
        en: "dessert bowl, ice cream bowl, small bowl, sweet cup",
        ar: "وعاء حلويات، وعاء آيس كريم، وعاء صغير، كوب حلى",
      },
      material: "ps",
      sizes: [ml(150, [9, 9, 4]), ml(300, [12, 12, 5]), ml(500, [14, 14, 6])],
      colours: ["white", "clear"],
      packs: [pack(50)],
      priceFils: 850,
      brands: ["marjan-ware"],
    },
    {
      category: "skewers-toothpicks",
      drawing: "stirrers",
      name: { en: "Bamboo Skewers", ar: "أسياخ خيزران" },
      gender: "f",
      about: {
        en: "Sharp, straight bamboo skewers for shish tawook, kebabs and fruit sticks.",
        ar: "أسياخ خيزران حادة ومستقيمة للشيش طاووق والكباب وأعواد الفواكه.",
      },
      highlights: {
        en: ["Straight, round-cut", "Heat-resistant on the grill", "Natural bamboo"],
        ar: ["مستقيمة ومقطوعة بشكل دائري", "تتحمل حرارة الشواية", "خيزران طبيعي"],
      },
      usage: {
        en: ["Soak in water for 30 minutes before grilling.", "Keep dry in the pack until use."],
        ar: ["انقعها في الماء 30 دقيقة قبل الشوي.", "أبقها جافة في العبوة حتى الاستخدام."],
      },
      keywords: {
        en: "bamboo skewer, bbq skewer, kebab stick, shish tawook",
        ar: "سيخ خيزران، سيخ شواء، عود كباب، شيش طاووق",
      },
      material: "bamboo",
      sizes: [cm([15], [1, 1, 15]), cm([20], [1, 1, 20]), cm([25], [1, 1, 25]), cm([30], [1, 1, 30])],
      colours: ["natural"],
      packs: [pack(100)],
      priceFils: 550,
      brands: ["nakhla"],
    },
    {
      category: "skewers-toothpicks",
      drawing: "stirrers",
      name: { en: "Individually Wrapped Toothpicks", ar: "أعواد أسنان مغلفة بشكل فردي" },
      gender: "f",
      about: {
        en: "Birch toothpicks in paper wrappers, for restaurant counters and hotel rooms.",
        ar: "أعواد أسنان من خشب البتولا في أغلفة ورقية، لطاولات المطاعم وغرف الفنادق.",
      },
      highlights: {
        en: ["Hygienic paper wrap", "Double-pointed birch", "Fits standard dispensers"],
        ar: ["غلاف ورقي صحي", "عود بتولا مدبب الطرفين", "يناسب الموزعات القياسية"],
      },
      usage: {
        en: ["Set out in a dispenser by the till."],
        ar: ["ضعها في موزع بجانب الكاشير."],
      },
      keywords: { en: "toothpick, wrapped toothpick, restaurant supplies", ar: "عود أسنان، خلة أسنان، مستلزمات مطاعم" },
      material: "wood",
      sizes: [sized("65 mm", "65 ملم", [1, 1, 7])],
      colours: ["natural"],
      packs: [pack(1000, "box")],
      priceFils: 1200,
      brands: ["nakhla"],
    },
  ],
};
