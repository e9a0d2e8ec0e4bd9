/**
 * Support tickets (account spec §2.23, §4.9, §8; issue 20): category, status and sort names in OCC answers, the
 * refusals the storefront shows as they are, and the e-mail a customer gets when the shop answers.
 */
export const ticketMessages = {
  en: {
    category: { ENQUIRY: "Enquiry", COMPLAINT: "Complaint", PROBLEM: "Problem" },
    status: { OPEN: "Open", INPROCESS: "In process", CLOSED: "Closed" },
    sort: { byChangedDate: "Changed on", byId: "Ticket ID" },
    agentName: "Dukkan customer service",
    error: {
      unknownCategory: "Choose one of the listed categories.",
      unknownAssociatedObject: "{{type}} {{code}} is not one of your orders or carts.",
      closed: "This request is closed. Reopen it to add a message.",
      transition: "A request that is {{from}} cannot become {{to}}.",
      tooManyFiles: "A message can have at most {{max}} file.",
      fileTooLarge: "{{name}} is larger than {{max}} MB.",
      fileType: "{{name}} is not a PDF, text, picture (PNG, JPEG, GIF), Word or ZIP file.",
      fileNameMismatch: "{{name}}'s content is {{actual}}, not what its name says.",
      emptyFile: "{{name}} is empty.",
      fileMissing: "Choose a file to attach.",
      filesTooLarge: "The files together are larger than {{max}} MB.",
      chatContactMissing: "Give your e-mail address and name to start a chat.",
      chatClosed: "This chat has ended. Start a new one to write to us.",
    },
    email: {
      replySubject: "Dukkan answered your request {{id}}: {{subject}}",
      replyBody:
        "Hello {{name}},\n\nWe answered your request {{id}} ({{subject}}):\n\n{{message}}\n\nReply or see the whole conversation here: {{link}}",
      chatReplySubject: "Dukkan answered your chat: {{subject}}",
      chatReplyBody:
        "Hello {{name}},\n\nYou had left the chat when we answered:\n\n{{message}}\n\nOpen the chat on the shop again to go on: {{link}}",
    },
  },
  ar: {
    category: { ENQUIRY: "استفسار", COMPLAINT: "شكوى", PROBLEM: "مشكلة" },
    status: { OPEN: "مفتوح", INPROCESS: "قيد المعالجة", CLOSED: "مغلق" },
    sort: { byChangedDate: "تاريخ التغيير", byId: "رقم الطلب" },
    agentName: "خدمة عملاء دكان",
    error: {
      unknownCategory: "اختر إحدى الفئات المعروضة.",
      unknownAssociatedObject: "{{type}} {{code}} ليس من طلباتك أو سلالك.",
      closed: "هذا الطلب مغلق. أعد فتحه لإضافة رسالة.",
      transition: "لا يمكن أن يصبح الطلب {{from}} بحالة {{to}}.",
      tooManyFiles: "يمكن أن تحتوي الرسالة على {{max}} ملف على الأكثر.",
      fileTooLarge: "حجم {{name}} أكبر من {{max}} ميغابايت.",
      fileType: "{{name}} ليس ملف PDF أو نصاً أو صورة (PNG أو JPEG أو GIF) أو ملف Word أو ZIP.",
      fileNameMismatch: "محتوى {{name}} من نوع {{actual}} وليس كما يدل اسمه.",
      emptyFile: "{{name}} فارغ.",
      fileMissing: "اختر ملفاً لإرفاقه.",
      filesTooLarge: "حجم الملفات معاً أكبر من {{max}} ميغابايت.",
      chatContactMissing: "أدخل بريدك الإلكتروني واسمك لبدء المحادثة.",
      chatClosed: "انتهت هذه المحادثة. ابدأ محادثة جديدة لمراسلتنا.",
    },
    email: {
      replySubject: "رد دكان على طلبك {{id}}: {{subject}}",
      replyBody:
        "مرحباً {{name}}،\n\nرددنا على طلبك {{id}} ({{subject}}):\n\n{{message}}\n\nيمكنك الرد أو قراءة المحادثة كاملة هنا: {{link}}",
      chatReplySubject: "رد دكان على محادثتك: {{subject}}",
      chatReplyBody:
        "مرحباً {{name}}،\n\nكنت قد غادرت المحادثة عندما رددنا عليك:\n\n{{message}}\n\nافتح المحادثة في المتجر مرة أخرى للمتابعة: {{link}}",
    },
  },
} as const;
