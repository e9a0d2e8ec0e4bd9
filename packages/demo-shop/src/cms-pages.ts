/**
 * The words of the shop's content pages (about, contact, FAQs, shipping, returns, privacy, terms, not found,
 * order confirmation, empty cart) as HTML in English and Arabic. The facts here (fees, thresholds, stores,
 * return window) match the seeded geography and catalogue, so the pages tell shoppers what the shop does.
 */
import type { Bilingual } from "./catalog-model.js";

export interface ContentPageDef {
  uid: string;
  label: string;
  title: Bilingual;
  description: Bilingual;
  /** Paragraph components on the page, in order. */
  paragraphs: Bilingual[];
  /** A draft (false): not shown to shoppers, opened by staff through a signed preview link (decision 0070). */
  published?: boolean;
}

export const SHOP_PHONE = "+971 4 123 4567";
export const SHOP_EMAIL = "care@dukkan.ae";
export const SHOP_WHATSAPP = "+971 50 123 4567";

const aboutUs: ContentPageDef = {
  uid: "aboutus",
  label: "/aboutus",
  title: { en: "About us", ar: "من نحن" },
  description: {
    en: "Dukkan supplies packaging and catering essentials to restaurants, cafés, caterers and homes across the UAE.",
    ar: "يوفّر دكان مستلزمات التغليف والضيافة للمطاعم والمقاهي وشركات الضيافة والمنازل في جميع أنحاء الإمارات.",
  },
  paragraphs: [
    {
      en: `<h2>Packaging and catering supplies, from our warehouse to your door</h2>
<p>Dukkan started in 2009 as a single trade counter in Al Quoz, selling foil containers and paper cups to the restaurants of the neighbourhood. Today we stock more than 500 lines of food packaging, cups, cutlery, bags, napkins, gloves and party supplies, and deliver to every emirate.</p>
<p>Our customers are cloud kitchens and family restaurants, coffee shops and bakeries, event caterers, schools, offices and households preparing for Ramadan, Eid and birthdays. Whether you need one pack of napkins or a pallet of pizza boxes, you get the same prices online and in store.</p>
<h3>What we stand for</h3>
<ul>
<li><strong>Food-safe products:</strong> everything that touches food is made from food-grade materials and comes from audited manufacturers.</li>
<li><strong>Honest prices:</strong> prices include 5% VAT and bulk packs are cheaper per piece, with no membership needed.</li>
<li><strong>Less plastic:</strong> our Eco-Friendly range of bagasse, palm-leaf, bamboo and PLA products keeps growing, and we help our trade customers make the switch.</li>
<li><strong>Fast, local service:</strong> nine stores across the seven emirates, next-day delivery in most areas and pick-up usually ready within two hours.</li>
</ul>
<h3>Custom printing</h3>
<p>We print cups, pizza boxes, paper bags and tote bags with your name and logo text. Order from the product page, approve the proof we send you and receive your printed packaging in 7 to 12 working days.</p>`,
      ar: `<h2>مستلزمات التغليف والضيافة، من مستودعنا إلى بابك</h2>
<p>بدأ دكان عام 2009 كمحل تجاري واحد في القوز يبيع حافظات الألمنيوم والأكواب الورقية لمطاعم الحي. واليوم نوفّر أكثر من 500 منتج من تغليف الطعام والأكواب وأدوات المائدة والأكياس والمناديل والقفازات ومستلزمات الحفلات، ونوصلها إلى جميع الإمارات.</p>
<p>عملاؤنا هم المطابخ السحابية والمطاعم العائلية والمقاهي والمخابز وشركات تموين الحفلات والمدارس والمكاتب والأسر التي تستعد لرمضان والعيد وأعياد الميلاد. وسواء احتجت عبوة مناديل واحدة أو منصة كاملة من علب البيتزا، تحصل على الأسعار نفسها عبر الإنترنت وفي المتجر.</p>
<h3>ما نلتزم به</h3>
<ul>
<li><strong>منتجات آمنة للطعام:</strong> كل ما يلامس الطعام مصنوع من مواد مخصصة لذلك ويأتي من مصنّعين خاضعين للتدقيق.</li>
<li><strong>أسعار واضحة:</strong> الأسعار تشمل ضريبة القيمة المضافة 5%، والعبوات الكبيرة أرخص للقطعة الواحدة دون الحاجة إلى عضوية.</li>
<li><strong>بلاستيك أقل:</strong> تتوسع مجموعتنا الصديقة للبيئة من منتجات تفل القصب وسعف النخيل والخيزران وPLA باستمرار، ونساعد عملاءنا التجاريين على التحول إليها.</li>
<li><strong>خدمة محلية سريعة:</strong> تسعة متاجر في الإمارات السبع، وتوصيل في اليوم التالي لمعظم المناطق، وطلبات استلام جاهزة عادةً خلال ساعتين.</li>
</ul>
<h3>الطباعة حسب الطلب</h3>
<p>نطبع الأكواب وعلب البيتزا والأكياس الورقية وحقائب القماش باسمك ونص شعارك. اطلب من صفحة المنتج، ووافق على النموذج الذي نرسله إليك، واستلم تغليفك المطبوع خلال 7 إلى 12 يوم عمل.</p>`,
    },
  ],
};

const contactUs: ContentPageDef = {
  uid: "contactUs",
  label: "/contactUs",
  title: { en: "Contact us", ar: "اتصل بنا" },
  description: {
    en: "Call, e-mail or WhatsApp the Dukkan customer care team, or visit one of our nine stores.",
    ar: "تواصل مع فريق خدمة عملاء دكان عبر الهاتف أو البريد الإلكتروني أو واتساب، أو زر أحد متاجرنا التسعة.",
  },
  paragraphs: [
    {
      en: `<h2>We are here to help</h2>
<p>Our customer care team answers questions about products, orders, deliveries, returns and bulk quotes, in English and Arabic.</p>
<ul>
<li><strong>Phone:</strong> <a href="tel:+97141234567">${SHOP_PHONE}</a> (Monday to Saturday, 8:00 to 20:00)</li>
<li><strong>WhatsApp:</strong> <a href="https://wa.me/971501234567">${SHOP_WHATSAPP}</a></li>
<li><strong>E-mail:</strong> <a href="mailto:${SHOP_EMAIL}">${SHOP_EMAIL}</a>, answered within one working day</li>
</ul>
<h3>Head office and main warehouse</h3>
<p>Dukkan Trading LLC, Warehouse 12, Street 18, Al Quoz Industrial Area 3, Dubai, United Arab Emirates.</p>
<h3>Trade and bulk orders</h3>
<p>Opening a restaurant or catering an event? Write to <a href="mailto:trade@dukkan.ae">trade@dukkan.ae</a> with the products and quantities you need and we will send you a quote with pallet prices and a delivery date.</p>
<h3>Our stores</h3>
<p>You can collect online orders and shop in person at our stores in Al Quoz, Deira, Mussafah, Al Ain, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. Choose <em>Pick up in store</em> at checkout to see the address and opening hours of each store in your emirate.</p>`,
      ar: `<h2>نحن هنا لمساعدتك</h2>
<p>يجيب فريق خدمة العملاء عن الأسئلة المتعلقة بالمنتجات والطلبات والتوصيل والإرجاع وعروض الأسعار للكميات الكبيرة، باللغتين العربية والإنجليزية.</p>
<ul>
<li><strong>الهاتف:</strong> <a href="tel:+97141234567"><span dir="ltr">${SHOP_PHONE}</span></a> (من الإثنين إلى السبت، من 8:00 إلى 20:00)</li>
<li><strong>واتساب:</strong> <a href="https://wa.me/971501234567"><span dir="ltr">${SHOP_WHATSAPP}</span></a></li>
<li><strong>البريد الإلكتروني:</strong> <a href="mailto:${SHOP_EMAIL}">${SHOP_EMAIL}</a>، ونرد خلال يوم عمل واحد</li>
</ul>
<h3>المكتب الرئيسي والمستودع الرئيسي</h3>
<p>دكان للتجارة ذ.م.م، مستودع 12، شارع 18، منطقة القوز الصناعية 3، دبي، الإمارات العربية المتحدة.</p>
<h3>الطلبات التجارية والكميات الكبيرة</h3>
<p>هل تفتتح مطعماً أو تنظّم مناسبة؟ راسلنا على <a href="mailto:trade@dukkan.ae">trade@dukkan.ae</a> مع المنتجات والكميات التي تحتاجها، وسنرسل لك عرض سعر بأسعار المنصات وموعد التوصيل.</p>
<h3>متاجرنا</h3>
<p>يمكنك استلام طلباتك عبر الإنترنت والتسوق شخصياً في متاجرنا في القوز وديرة ومصفح والعين والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة. اختر <em>الاستلام من المتجر</em> عند إتمام الطلب لترى عنوان كل متجر في إمارتك ومواعيد عمله.</p>`,
    },
  ],
};

const faqs: ContentPageDef = {
  uid: "faqs",
  label: "/faqs",
  title: { en: "Frequently asked questions", ar: "الأسئلة الشائعة" },
  description: {
    en: "Answers about ordering, delivery areas, payment, pick-up, returns and custom printing at Dukkan.",
    ar: "إجابات عن الطلب ومناطق التوصيل والدفع والاستلام والإرجاع والطباعة حسب الطلب في دكان.",
  },
  paragraphs: [
    {
      en: `<h2>Ordering</h2>
<h3>Why do I have to choose a delivery area before adding to the cart?</h3>
<p>Delivery fees, free-delivery thresholds and pick-up stores depend on your area, so we ask for it first to show you correct totals from the start. You can change it at any time from <em>Delivery to</em> at the top of the page.</p>
<h3>Do I need an account to order?</h3>
<p>No. You can check out as a guest with your e-mail address. An account lets you save addresses, reorder quickly, keep a wishlist and collect loyalty points.</p>
<h3>Can I order large quantities?</h3>
<p>Yes. Most products come in packs and cartons; the carton price per piece is lower. For pallet quantities, e-mail trade@dukkan.ae for a quote.</p>
<h2>Delivery and pick-up</h2>
<h3>How much does delivery cost?</h3>
<p>Between AED 15 and AED 35 depending on your area, and free once your order reaches the area's threshold (AED 150 to AED 300). A few remote and industrial areas have no free-delivery threshold.</p>
<h3>When will my order arrive?</h3>
<p>Orders placed before 14:00 are delivered the next working day in Dubai, Sharjah and Ajman, and within one to three working days elsewhere.</p>
<h3>Can I collect my order?</h3>
<p>Yes, pick-up is free. Choose <em>Pick up in store</em> at checkout; we send you a message when your order is ready, usually within two hours.</p>
<h2>Payment</h2>
<h3>How can I pay?</h3>
<p>By Visa or Mastercard (secured with 3-D Secure), by cash or card on delivery, or with your loyalty points. All prices include 5% VAT and you receive a tax invoice with every order.</p>
<h2>Returns</h2>
<h3>Can I return a product?</h3>
<p>Unopened products can be returned within 14 days. Printed, made-to-order and opened hygiene products cannot be returned unless they are faulty. See <a href="/refundReturn">Refund &amp; returns</a> for details.</p>
<h2>Custom printing</h2>
<h3>How does custom printing work?</h3>
<p>Choose a product marked <em>Custom printed</em>, enter your text when you configure it and place the order. We e-mail you a proof within two working days and start printing once you approve it.</p>`,
      ar: `<h2>الطلب</h2>
<h3>لماذا يجب أن أختار منطقة التوصيل قبل الإضافة إلى السلة؟</h3>
<p>تعتمد رسوم التوصيل والحد الأدنى للتوصيل المجاني ومتاجر الاستلام على منطقتك، لذلك نطلبها أولاً لنعرض لك المجاميع الصحيحة من البداية. ويمكنك تغييرها في أي وقت من <em>التوصيل إلى</em> أعلى الصفحة.</p>
<h3>هل أحتاج إلى حساب لأطلب؟</h3>
<p>لا. يمكنك إتمام الطلب كضيف باستخدام بريدك الإلكتروني. ويتيح لك الحساب حفظ العناوين وإعادة الطلب بسرعة والاحتفاظ بقائمة الأمنيات وجمع نقاط الولاء.</p>
<h3>هل يمكنني طلب كميات كبيرة؟</h3>
<p>نعم. تتوفر معظم المنتجات في عبوات وكراتين، وسعر القطعة في الكرتونة أقل. وللكميات بالمنصات، راسل trade@dukkan.ae للحصول على عرض سعر.</p>
<h2>التوصيل والاستلام</h2>
<h3>كم تبلغ تكلفة التوصيل؟</h3>
<p>بين 15 و35 درهماً حسب منطقتك، ويصبح مجانياً عندما يبلغ طلبك الحد الأدنى لمنطقتك (من 150 إلى 300 درهم). وبعض المناطق النائية والصناعية ليس لها حد للتوصيل المجاني.</p>
<h3>متى يصل طلبي؟</h3>
<p>الطلبات المقدمة قبل الساعة 14:00 تُوصَّل في يوم العمل التالي في دبي والشارقة وعجمان، وخلال يوم إلى ثلاثة أيام عمل في المناطق الأخرى.</p>
<h3>هل يمكنني استلام طلبي بنفسي؟</h3>
<p>نعم، والاستلام مجاني. اختر <em>الاستلام من المتجر</em> عند إتمام الطلب، وسنرسل إليك رسالة عندما يصبح طلبك جاهزاً، عادةً خلال ساعتين.</p>
<h2>الدفع</h2>
<h3>كيف يمكنني الدفع؟</h3>
<p>ببطاقة فيزا أو ماستركارد (بحماية 3-D Secure)، أو نقداً أو بالبطاقة عند الاستلام، أو بنقاط الولاء. جميع الأسعار تشمل ضريبة القيمة المضافة 5%، وتحصل على فاتورة ضريبية مع كل طلب.</p>
<h2>الإرجاع</h2>
<h3>هل يمكنني إرجاع منتج؟</h3>
<p>يمكن إرجاع المنتجات غير المفتوحة خلال 14 يوماً. ولا يمكن إرجاع المنتجات المطبوعة أو المصنوعة حسب الطلب أو منتجات النظافة المفتوحة إلا إذا كانت معيبة. اطلع على <a href="/refundReturn">الاسترداد والإرجاع</a> للتفاصيل.</p>
<h2>الطباعة حسب الطلب</h2>
<h3>كيف تعمل الطباعة حسب الطلب؟</h3>
<p>اختر منتجاً يحمل عبارة <em>مطبوع حسب الطلب</em>، وأدخل النص عند تخصيصه ثم أكمل الطلب. نرسل إليك نموذجاً بالبريد الإلكتروني خلال يومي عمل ونبدأ الطباعة بعد موافقتك.</p>`,
    },
  ],
};

const shipping: ContentPageDef = {
  uid: "shipping",
  label: "/shipping",
  title: { en: "Shipping and delivery", ar: "الشحن والتوصيل" },
  description: {
    en: "Delivery fees, free-delivery thresholds and delivery times for every emirate, and how store pick-up works.",
    ar: "رسوم التوصيل والحد الأدنى للتوصيل المجاني ومواعيد التوصيل لكل إمارة، وطريقة الاستلام من المتجر.",
  },
  paragraphs: [
    {
      en: `<h2>Delivery across the seven emirates</h2>
<p>We deliver with our own vans from our warehouses in Dubai, Abu Dhabi and Sharjah. The fee and the free-delivery threshold depend on the area you choose:</p>
<table>
<thead><tr><th>Emirate</th><th>Delivery fee</th><th>Free delivery from</th><th>Delivery time</th></tr></thead>
<tbody>
<tr><td>Dubai</td><td>AED 15 – 25</td><td>AED 150 – 200</td><td>Next working day</td></tr>
<tr><td>Sharjah</td><td>AED 15 – 20</td><td>AED 150 – 200</td><td>Next working day</td></tr>
<tr><td>Ajman</td><td>AED 25</td><td>AED 250</td><td>Next working day</td></tr>
<tr><td>Abu Dhabi</td><td>AED 15 – 30</td><td>AED 150 – 300</td><td>1 – 2 working days</td></tr>
<tr><td>Umm Al Quwain, Ras Al Khaimah</td><td>AED 30</td><td>AED 300</td><td>1 – 3 working days</td></tr>
<tr><td>Fujairah</td><td>AED 30 – 35</td><td>AED 300</td><td>1 – 3 working days</td></tr>
</tbody>
</table>
<p>Jebel Ali and Masafi are served by truck on fixed days and have no free-delivery threshold. Orders placed before 14:00 leave the warehouse the same day. We deliver from Saturday to Thursday, 9:00 to 21:00; our driver calls you before arriving.</p>
<h2>Pick up in store</h2>
<p>Pick-up is free at all nine Dukkan stores. We send you a message when your order is ready, usually within two hours during opening hours. Please bring your order number and, for card payments, the card you paid with. Orders are kept for seven days.</p>
<h2>Large and bulky orders</h2>
<p>Cartons of pizza boxes, takeaway bags and printed goods ship from our warehouse only and cannot be collected from shops. Pallet orders are delivered by appointment; we call you to agree a slot.</p>`,
      ar: `<h2>التوصيل إلى الإمارات السبع</h2>
<p>نوصل الطلبات بمركباتنا الخاصة من مستودعاتنا في دبي وأبوظبي والشارقة. وتعتمد الرسوم والحد الأدنى للتوصيل المجاني على المنطقة التي تختارها:</p>
<table>
<thead><tr><th>الإمارة</th><th>رسوم التوصيل</th><th>التوصيل مجاني ابتداءً من</th><th>مدة التوصيل</th></tr></thead>
<tbody>
<tr><td>دبي</td><td>15 – 25 درهماً</td><td>150 – 200 درهم</td><td>يوم العمل التالي</td></tr>
<tr><td>الشارقة</td><td>15 – 20 درهماً</td><td>150 – 200 درهم</td><td>يوم العمل التالي</td></tr>
<tr><td>عجمان</td><td>25 درهماً</td><td>250 درهماً</td><td>يوم العمل التالي</td></tr>
<tr><td>أبوظبي</td><td>15 – 30 درهماً</td><td>150 – 300 درهم</td><td>1 – 2 يوم عمل</td></tr>
<tr><td>أم القيوين، رأس الخيمة</td><td>30 درهماً</td><td>300 درهم</td><td>1 – 3 أيام عمل</td></tr>
<tr><td>الفجيرة</td><td>30 – 35 درهماً</td><td>300 درهم</td><td>1 – 3 أيام عمل</td></tr>
</tbody>
</table>
<p>نخدم جبل علي ومسافي بالشاحنات في أيام محددة، وليس لهما حد أدنى للتوصيل المجاني. الطلبات المقدمة قبل الساعة 14:00 تغادر المستودع في اليوم نفسه. نوصل من السبت إلى الخميس، من 9:00 إلى 21:00، ويتصل بك السائق قبل الوصول.</p>
<h2>الاستلام من المتجر</h2>
<p>الاستلام مجاني في جميع متاجر دكان التسعة. نرسل إليك رسالة عندما يصبح طلبك جاهزاً، عادةً خلال ساعتين ضمن ساعات العمل. يُرجى إحضار رقم الطلب، وللدفع بالبطاقة البطاقةَ التي دفعت بها. نحتفظ بالطلبات لمدة سبعة أيام.</p>
<h2>الطلبات الكبيرة والضخمة</h2>
<p>تُشحن كراتين علب البيتزا وأكياس الطلبات الخارجية والمنتجات المطبوعة من مستودعنا فقط، ولا يمكن استلامها من المتاجر. وتُوصَّل طلبات المنصات بموعد مسبق، ونتصل بك للاتفاق على الوقت.</p>`,
    },
  ],
};

const refundReturn: ContentPageDef = {
  uid: "refundReturn",
  label: "/refundReturn",
  title: { en: "Refund and returns", ar: "الاسترداد والإرجاع" },
  description: {
    en: "Return unopened products within 14 days; how refunds work for card, cash on delivery and loyalty points.",
    ar: "أرجع المنتجات غير المفتوحة خلال 14 يوماً، وتعرّف على طريقة الاسترداد للدفع بالبطاقة والدفع عند الاستلام ونقاط الولاء.",
  },
  paragraphs: [
    {
      en: `<h2>Our return policy</h2>
<p>If something is not right, you can return it within <strong>14 days</strong> of delivery or pick-up, as long as it is unopened and in its original packaging.</p>
<h3>What cannot be returned</h3>
<ul>
<li>Custom printed and made-to-order products.</li>
<li>Opened hygiene products: gloves, face masks, hairnets, wet wipes and sanitiser.</li>
<li>Opened food-contact products, for your safety and that of other customers.</li>
</ul>
<p>Faulty or damaged products can always be returned or replaced, whatever they are. Please tell us within 48 hours of delivery and attach a photo.</p>
<h2>How to return</h2>
<ol>
<li>Go to <strong>My account → Orders</strong>, open the order and choose <strong>Return</strong>, or contact customer care if you checked out as a guest.</li>
<li>Select the products and a reason, and add photos if the products are damaged.</li>
<li>Bring the products to any Dukkan store, or we collect them with your next delivery at no charge.</li>
</ol>
<h2>Refunds</h2>
<ul>
<li><strong>Card payments:</strong> refunded to the same card within 5 to 10 working days of receiving the return.</li>
<li><strong>Cash on delivery:</strong> refunded by bank transfer or as store credit, as you prefer.</li>
<li><strong>Loyalty points:</strong> returned to your points balance.</li>
</ul>
<p>Delivery fees are refunded only when the whole order is returned because of our mistake.</p>`,
      ar: `<h2>سياسة الإرجاع</h2>
<p>إذا لم يكن المنتج مناسباً، يمكنك إرجاعه خلال <strong>14 يوماً</strong> من التوصيل أو الاستلام، بشرط أن يكون غير مفتوح وفي عبوته الأصلية.</p>
<h3>ما لا يمكن إرجاعه</h3>
<ul>
<li>المنتجات المطبوعة حسب الطلب والمصنوعة خصيصاً.</li>
<li>منتجات النظافة المفتوحة: القفازات والكمامات وأغطية الشعر والمناديل المبللة والمعقمات.</li>
<li>المنتجات المفتوحة التي تلامس الطعام، حفاظاً على سلامتك وسلامة العملاء الآخرين.</li>
</ul>
<p>يمكن دائماً إرجاع المنتجات المعيبة أو التالفة أو استبدالها أياً كان نوعها. يُرجى إبلاغنا خلال 48 ساعة من التوصيل مع إرفاق صورة.</p>
<h2>طريقة الإرجاع</h2>
<ol>
<li>اذهب إلى <strong>حسابي ← الطلبات</strong>، وافتح الطلب واختر <strong>إرجاع</strong>، أو تواصل مع خدمة العملاء إذا أتممت الطلب كضيف.</li>
<li>اختر المنتجات وسبب الإرجاع، وأضف صوراً إذا كانت المنتجات تالفة.</li>
<li>أحضر المنتجات إلى أي متجر من متاجر دكان، أو نستلمها مع توصيلك القادم دون أي رسوم.</li>
</ol>
<h2>الاسترداد</h2>
<ul>
<li><strong>الدفع بالبطاقة:</strong> يُعاد المبلغ إلى البطاقة نفسها خلال 5 إلى 10 أيام عمل من استلام المرتجع.</li>
<li><strong>الدفع عند الاستلام:</strong> يُعاد المبلغ بتحويل بنكي أو كرصيد في المتجر، حسب اختيارك.</li>
<li><strong>نقاط الولاء:</strong> تُعاد إلى رصيد نقاطك.</li>
</ul>
<p>لا تُسترد رسوم التوصيل إلا عند إرجاع الطلب بالكامل بسبب خطأ من جانبنا.</p>`,
    },
  ],
};

const privacy: ContentPageDef = {
  uid: "privacy",
  label: "/privacy",
  title: { en: "Privacy policy", ar: "سياسة الخصوصية" },
  description: {
    en: "How Dukkan Trading LLC collects, uses and protects your personal data under UAE law.",
    ar: "كيف تجمع شركة دكان للتجارة ذ.م.م بياناتك الشخصية وتستخدمها وتحميها وفق قوانين دولة الإمارات.",
  },
  paragraphs: [
    {
      en: `<h2>Your privacy</h2>
<p>Dukkan Trading LLC ("Dukkan", "we") processes personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. This policy explains what we collect and why.</p>
<h3>What we collect</h3>
<ul>
<li>Account and order details: name, e-mail address, phone number, delivery addresses and order history.</li>
<li>Payment confirmations from our card payment provider. We never see or store your full card number.</li>
<li>Technical data such as your device, browser and the pages you visit, to keep the shop secure and working.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To deliver your orders, issue tax invoices and handle returns.</li>
<li>To contact you about your orders by e-mail, SMS or WhatsApp.</li>
<li>To send offers, only if you subscribed; every message has an unsubscribe link.</li>
<li>To prevent fraud and meet our legal and tax obligations.</li>
</ul>
<h3>Sharing</h3>
<p>We share data only with the companies that help us run the shop (payment, delivery, messaging and hosting providers) under contracts that protect it. We do not sell personal data.</p>
<h3>Your rights</h3>
<p>You can ask to see, correct or delete your data, or object to marketing, by writing to <a href="mailto:privacy@dukkan.ae">privacy@dukkan.ae</a>. We keep order records for as long as UAE tax law requires.</p>`,
      ar: `<h2>خصوصيتك</h2>
<p>تعالج شركة دكان للتجارة ذ.م.م ("دكان" أو "نحن") البيانات الشخصية وفق المرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات العربية المتحدة. توضح هذه السياسة ما نجمعه ولماذا.</p>
<h3>ما نجمعه</h3>
<ul>
<li>بيانات الحساب والطلبات: الاسم والبريد الإلكتروني ورقم الهاتف وعناوين التوصيل وسجل الطلبات.</li>
<li>تأكيدات الدفع من مزود خدمة الدفع بالبطاقات. لا نطّلع أبداً على رقم بطاقتك كاملاً ولا نخزّنه.</li>
<li>بيانات تقنية مثل جهازك ومتصفحك والصفحات التي تزورها، للحفاظ على أمان المتجر وعمله.</li>
</ul>
<h3>كيف نستخدمها</h3>
<ul>
<li>لتوصيل طلباتك وإصدار الفواتير الضريبية ومعالجة المرتجعات.</li>
<li>للتواصل معك بشأن طلباتك عبر البريد الإلكتروني أو الرسائل النصية أو واتساب.</li>
<li>لإرسال العروض إذا اشتركت فقط، وتحتوي كل رسالة على رابط لإلغاء الاشتراك.</li>
<li>لمنع الاحتيال والوفاء بالتزاماتنا القانونية والضريبية.</li>
</ul>
<h3>المشاركة</h3>
<p>لا نشارك البيانات إلا مع الشركات التي تساعدنا في تشغيل المتجر (مزودو خدمات الدفع والتوصيل والمراسلة والاستضافة) بموجب عقود تحميها. ولا نبيع البيانات الشخصية.</p>
<h3>حقوقك</h3>
<p>يمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها أو الاعتراض على التسويق بمراسلة <a href="mailto:privacy@dukkan.ae">privacy@dukkan.ae</a>. ونحتفظ بسجلات الطلبات للمدة التي يتطلبها قانون الضرائب في الدولة.</p>`,
    },
  ],
};

const termsAndConditions: ContentPageDef = {
  uid: "termsAndConditions",
  label: "/termsAndConditions",
  title: { en: "Terms and conditions", ar: "الشروط والأحكام" },
  description: {
    en: "The terms on which Dukkan Trading LLC sells through its online shop and stores.",
    ar: "الشروط التي تبيع بموجبها شركة دكان للتجارة ذ.م.م عبر متجرها الإلكتروني ومتاجرها.",
  },
  paragraphs: [
    {
      en: `<h2>Terms of sale</h2>
<p>These terms apply to every order placed on this website with Dukkan Trading LLC, a limited liability company registered in Dubai, United Arab Emirates (trade licence 771234, TRN 100234567800003).</p>
<h3>1. Prices and VAT</h3>
<p>Prices are in UAE dirhams (AED) and include 5% VAT. Delivery fees are shown before you pay. We may correct obvious pricing errors; if that affects your order, we contact you before dispatch and you may cancel.</p>
<h3>2. Orders</h3>
<p>Your order is accepted when we send the order confirmation. We may limit quantities per order and decline orders for products that are no longer available.</p>
<h3>3. Payment</h3>
<p>You can pay by card through our payment provider with 3-D Secure authentication, in cash or by card on delivery, or with loyalty points. Card payments are taken when you place the order.</p>
<h3>4. Delivery and pick-up</h3>
<p>Delivery times are estimates. Risk passes to you when the order is delivered or collected. Please check the goods on arrival and report damage within 48 hours.</p>
<h3>5. Custom printed products</h3>
<p>You are responsible for the text you submit and confirm that you have the right to use it. Printing starts after you approve the proof; approved printed orders cannot be cancelled.</p>
<h3>6. Returns</h3>
<p>Returns and refunds follow our <a href="/refundReturn">refund and returns policy</a>.</p>
<h3>7. Governing law</h3>
<p>These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have jurisdiction.</p>`,
      ar: `<h2>شروط البيع</h2>
<p>تسري هذه الشروط على كل طلب يُقدَّم عبر هذا الموقع لدى شركة دكان للتجارة ذ.م.م، وهي شركة ذات مسؤولية محدودة مسجلة في دبي، الإمارات العربية المتحدة (رخصة تجارية 771234، الرقم الضريبي 100234567800003).</p>
<h3>1. الأسعار وضريبة القيمة المضافة</h3>
<p>الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة 5%. وتظهر رسوم التوصيل قبل الدفع. ويحق لنا تصحيح أخطاء التسعير الواضحة، وإذا أثّر ذلك في طلبك نتواصل معك قبل الشحن ويحق لك الإلغاء.</p>
<h3>2. الطلبات</h3>
<p>يُعد طلبك مقبولاً عند إرسال تأكيد الطلب. ويحق لنا تحديد الكميات لكل طلب ورفض الطلبات على المنتجات التي لم تعد متوفرة.</p>
<h3>3. الدفع</h3>
<p>يمكنك الدفع بالبطاقة عبر مزود خدمة الدفع مع التحقق بتقنية 3-D Secure، أو نقداً أو بالبطاقة عند الاستلام، أو بنقاط الولاء. ويُخصم مبلغ الدفع بالبطاقة عند تقديم الطلب.</p>
<h3>4. التوصيل والاستلام</h3>
<p>مواعيد التوصيل تقديرية. وتنتقل المسؤولية إليك عند توصيل الطلب أو استلامه. يُرجى فحص البضائع عند وصولها والإبلاغ عن أي تلف خلال 48 ساعة.</p>
<h3>5. المنتجات المطبوعة حسب الطلب</h3>
<p>أنت مسؤول عن النص الذي تقدمه وتقرّ بأن لك الحق في استخدامه. تبدأ الطباعة بعد موافقتك على النموذج، ولا يمكن إلغاء الطلبات المطبوعة بعد الموافقة.</p>
<h3>6. الإرجاع</h3>
<p>يخضع الإرجاع والاسترداد لـ<a href="/refundReturn">سياسة الاسترداد والإرجاع</a> لدينا.</p>
<h3>7. القانون الواجب التطبيق</h3>
<p>تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي بالنظر في أي نزاع.</p>`,
    },
  ],
};

export const NOT_FOUND: Bilingual = {
  en: `<h1>We could not find that page</h1>
<p>The page may have moved, or the product may no longer be sold. Here are some ways to find what you need:</p>
<ul>
<li>Search for a product by name or code with the search box at the top.</li>
<li>Browse <a href="/category/food-containers">food containers</a>, <a href="/category/cups-and-lids">cups and lids</a> or <a href="/category/eco-friendly">eco-friendly packaging</a>.</li>
<li>See this week's <a href="/deals-Offers-flash-Sale?type=dealandoffers&amp;pageSize=50">deals and offers</a>.</li>
</ul>
<p><a href="/">Back to the home page</a></p>`,
  ar: `<h1>لم نتمكن من العثور على هذه الصفحة</h1>
<p>ربما نُقلت الصفحة أو لم يعد المنتج متوفراً للبيع. إليك بعض الطرق للعثور على ما تحتاجه:</p>
<ul>
<li>ابحث عن منتج بالاسم أو الرمز من خلال مربع البحث في الأعلى.</li>
<li>تصفح <a href="/category/food-containers">حافظات الطعام</a> أو <a href="/category/cups-and-lids">الأكواب والأغطية</a> أو <a href="/category/eco-friendly">التغليف الصديق للبيئة</a>.</li>
<li>اطلع على <a href="/deals-Offers-flash-Sale?type=dealandoffers&amp;pageSize=50">عروض وتخفيضات</a> هذا الأسبوع.</li>
</ul>
<p><a href="/">العودة إلى الصفحة الرئيسية</a></p>`,
};

export const ORDER_CONFIRMATION: Bilingual = {
  en: `<h2>Thank you for your order</h2>
<p>We have sent a confirmation with your tax invoice to your e-mail address. You will receive a message when your order leaves our warehouse, or when it is ready for pick-up.</p>
<p>Questions about your order? Call us on ${SHOP_PHONE} or write to ${SHOP_EMAIL} with your order number.</p>`,
  ar: `<h2>شكراً لطلبك</h2>
<p>أرسلنا تأكيداً مع فاتورتك الضريبية إلى بريدك الإلكتروني. وستصلك رسالة عندما يغادر طلبك مستودعنا، أو عندما يصبح جاهزاً للاستلام.</p>
<p>لديك أسئلة عن طلبك؟ اتصل بنا على <span dir="ltr">${SHOP_PHONE}</span> أو راسلنا على ${SHOP_EMAIL} مع رقم طلبك.</p>`,
};

export const EMPTY_CART: Bilingual = {
  en: `<h2>Your cart is empty</h2>
<p>Browse our categories or search for a product to get started. Most orders arrive the next working day.</p>`,
  ar: `<h2>سلة التسوق فارغة</h2>
<p>تصفح فئاتنا أو ابحث عن منتج للبدء. تصل معظم الطلبات في يوم العمل التالي.</p>`,
};

/** Next season's offers page, still being written: a draft staff preview before publishing it. */
export const DRAFT_CONTENT_PAGE: ContentPageDef = {
  uid: "ramadanOffers",
  label: "/ramadan-offers",
  title: { en: "Ramadan offers", ar: "عروض رمضان" },
  description: {
    en: "Iftar packaging bundles and serving ware at Ramadan prices.",
    ar: "مجموعات تغليف الإفطار وأدوات التقديم بأسعار رمضان.",
  },
  paragraphs: [
    {
      en: `<h2>Ready for iftar</h2>
<p>Bundles of food containers, cups and napkins for iftar gatherings, delivered before sunset across the UAE.</p>`,
      ar: `<h2>جاهزون للإفطار</h2>
<p>مجموعات من حافظات الطعام والأكواب والمناديل لتجمعات الإفطار، تصل قبل المغرب في جميع أنحاء الإمارات.</p>`,
    },
  ],
  published: false,
};

export const CONTENT_PAGES: readonly ContentPageDef[] = [
  aboutUs,
  contactUs,
  faqs,
  shipping,
  refundReturn,
  privacy,
  termsAndConditions,
  DRAFT_CONTENT_PAGE,
];
