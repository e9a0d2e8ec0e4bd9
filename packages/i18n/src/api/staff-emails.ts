/** The staff API's e-mails (decision 0036): the invitation and the password-reset link of a staff account. */
export const staffEmailMessages = {
  en: {
    invite: {
      subject: "You are invited to the Dukkan back office",
      text: "Hello {{name}},\n\n{{inviter}} has invited you to the Dukkan back office as {{role}}. To choose your password, open this link within {{validHours}} hours:\n\n{{link}}\n\nThe link works once. If you did not expect this invitation, ignore this e-mail.",
    },
    reset: {
      subject: "Set a new password for the Dukkan back office",
      text: "Hello {{name}},\n\nA new password was requested for your Dukkan back office account. To choose it, open this link within {{validHours}} hours:\n\n{{link}}\n\nThe link works once. Setting the password signs you out everywhere else.",
    },
    role: {
      owner: "owner",
      fulfilment: "fulfilment",
      support: "customer support",
      merchandiser: "merchandiser",
    },
  },
  ar: {
    invite: {
      subject: "دعوة إلى لوحة إدارة دكان",
      text: "مرحباً {{name}}،\n\nدعاك {{inviter}} إلى لوحة إدارة دكان بدور {{role}}. لاختيار كلمة المرور افتح الرابط التالي خلال {{validHours}} ساعة:\n\n{{link}}\n\nيعمل الرابط مرة واحدة فقط. إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.",
    },
    reset: {
      subject: "تعيين كلمة مرور جديدة للوحة إدارة دكان",
      text: "مرحباً {{name}}،\n\nطُلبت كلمة مرور جديدة لحسابك في لوحة إدارة دكان. لاختيارها افتح الرابط التالي خلال {{validHours}} ساعة:\n\n{{link}}\n\nيعمل الرابط مرة واحدة فقط. تعيين كلمة المرور ينهي جلساتك في كل مكان آخر.",
    },
    role: {
      owner: "المالك",
      fulfilment: "تجهيز الطلبات",
      support: "خدمة العملاء",
      merchandiser: "إدارة المنتجات",
    },
  },
} as const;
