/** The e-mails and SMS of the account flows (account spec §5): plain text, so every client shows them. */
export const accountEmailMessages = {
  en: {
    activation: {
      subject: "Activate your Dukkan account",
      text: "Hello {{firstName}},\n\nThank you for registering with Dukkan. To activate your account, open this link within {{validHours}} hours:\n\n{{link}}\n\nIf you did not create this account, you can ignore this e-mail.",
    },
    loginCode: {
      subject: "Your Dukkan sign-in code: {{code}}",
      text: "Hello {{firstName}},\n\nYour sign-in code is:\n\n{{code}}\n\nIt is valid for {{validMinutes}} minutes and can be used once. Do not share it; Dukkan staff will never ask for it.\n\nIf you did not try to sign in, please change your password.",
    },
    passwordReset: {
      subject: "Reset your Dukkan password",
      text: "Hello {{firstName}},\n\nWe received a request to reset the password of your account. To choose a new password, open this link within {{validMinutes}} minutes:\n\n{{link}}\n\nThe link works once. If you did not ask for this, ignore this e-mail; your password stays unchanged.",
    },
    smsCode: "Dukkan verification code: {{code}}. Valid for {{validMinutes}} minutes. Do not share it.",
    emailChange: {
      subject: "Confirm your new Dukkan e-mail address",
      text: "Hello {{firstName}},\n\nYou asked to sign in to Dukkan with {{newEmail}} from now on. To confirm this address, open this link within {{validHours}} hours:\n\n{{link}}\n\nUntil you do, your account keeps its current e-mail address. If you did not ask for this, ignore this e-mail.",
    },
    emailChanged: {
      subject: "Your Dukkan e-mail address was changed",
      text: "Hello {{firstName}},\n\nYour Dukkan account now signs in with {{newEmail}}; this address is no longer used for it.\n\nIf you did not make this change, please contact us at once.",
    },
  },
  ar: {
    activation: {
      subject: "فعّل حسابك في دكان",
      text: "مرحباً {{firstName}}،\n\nشكراً لتسجيلك في دكان. لتفعيل حسابك افتح الرابط التالي خلال {{validHours}} ساعة:\n\n{{link}}\n\nإذا لم تنشئ هذا الحساب فتجاهل هذه الرسالة.",
    },
    loginCode: {
      subject: "رمز الدخول إلى دكان: {{code}}",
      text: "مرحباً {{firstName}}،\n\nرمز الدخول الخاص بك هو:\n\n{{code}}\n\nالرمز صالح لمدة {{validMinutes}} دقائق ولمرة واحدة. لا تشاركه مع أحد؛ فريق دكان لن يطلبه منك أبداً.\n\nإذا لم تحاول تسجيل الدخول فغيّر كلمة المرور.",
    },
    passwordReset: {
      subject: "إعادة تعيين كلمة المرور في دكان",
      text: "مرحباً {{firstName}}،\n\nتلقينا طلباً لإعادة تعيين كلمة المرور لحسابك. لاختيار كلمة مرور جديدة افتح الرابط التالي خلال {{validMinutes}} دقيقة:\n\n{{link}}\n\nيعمل الرابط مرة واحدة فقط. إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة المرور الحالية تبقى كما هي.",
    },
    smsCode: "رمز التحقق من دكان: {{code}}. صالح لمدة {{validMinutes}} دقائق. لا تشاركه مع أحد.",
    emailChange: {
      subject: "أكّد عنوان بريدك الإلكتروني الجديد في دكان",
      text: "مرحباً {{firstName}}،\n\nطلبت تسجيل الدخول إلى دكان باستخدام {{newEmail}} من الآن فصاعداً. لتأكيد هذا العنوان افتح الرابط التالي خلال {{validHours}} ساعة:\n\n{{link}}\n\nإلى أن تفعل ذلك يبقى عنوان بريدك الحالي كما هو. إذا لم تطلب ذلك فتجاهل هذه الرسالة.",
    },
    emailChanged: {
      subject: "تم تغيير عنوان بريدك الإلكتروني في دكان",
      text: "مرحباً {{firstName}}،\n\nأصبح تسجيل الدخول إلى حسابك في دكان باستخدام {{newEmail}}، ولم يعد هذا العنوان مستخدماً له.\n\nإذا لم تقم بهذا التغيير فتواصل معنا فوراً.",
    },
  },
} as const;
