import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic} (${address})` : clinic);

export const ar: MessageCatalog = {
  loginCode: {
    subject: 'رمز تسجيل الدخول',
    text: ({ code }) =>
      `رمز تسجيل الدخول إلى Clinic Intake هو ${code}. الرمز صالح لمدة 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
  },
  registerCode: {
    subject: 'رمز التسجيل',
    text: ({ code }) =>
      `رمز التسجيل في Clinic Intake هو ${code}. الرمز صالح لمدة 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
  },
  noAccount: {
    subject: 'لا يوجد حساب بعد',
    text: ({ link }) =>
      `طلب شخص ما تسجيل الدخول إلى Clinic Intake بهذا العنوان، لكن لا يوجد حساب مرتبط به. إذا كنت أنت، فأنت مستخدم جديد: يُرجى التسجيل عبر الرابط أدناه. وإلا فتجاهل هذه الرسالة.\n${link}`,
  },
  alreadyRegistered: {
    subject: 'لديك حساب بالفعل',
    text: ({ link }) =>
      `طلب شخص ما التسجيل في Clinic Intake بهذا العنوان، لكنه مسجّل بالفعل. إذا كنت أنت، فيُرجى تسجيل الدخول عبر الرابط أدناه. وإلا فتجاهل هذه الرسالة.\n${link}`,
  },
  bookingCode: {
    subject: 'رمز الحجز',
    text: ({ code }) =>
      `رمز الحجز في Clinic Intake هو ${code}. الرمز صالح لمدة 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
  },
  bookingConfirmed: {
    subject: 'تم حجز موعدك',
    text: ({ number, when, link, clinic, address }) =>
      `تم حجز موعدك ${number} في عيادة ${at(clinic, address)} في ${when}. يرجى تعبئة النموذج الطبي قبل زيارتك:\n${link}`,
  },
  formLink: {
    subject: 'نموذجك الطبي',
    text: ({ number, when, link, clinic, address }) =>
      `موعدك ${number} في عيادة ${at(clinic, address)} هو ${when}. يرجى تعبئة النموذج الطبي قبل زيارتك:\n${link}`,
  },
  documentReady: {
    subject: 'نموذجك الطبي الموقّع',
    text: ({ link }) => `شكرًا لك، تم توقيع نموذجك الطبي. نزّل نسختك (PDF) خلال 30 يومًا:\n${link}`,
  },
  identityCode: {
    subject: 'رمز التحقق من الهوية',
    text: ({ code }) =>
      `رمز Clinic Intake لتأكيد هويتك هو ${code}. وهو صالح لمدة 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
  },
  memberInvite: {
    subject: 'انضم إلى Clinic Intake كعضو',
    text: ({ link }) =>
      `تدعوك عيادتك إلى أن تصبح عضوًا: سجّل عبر الرابط أدناه باستخدام هذا البريد الإلكتروني أو رقم الهاتف المحمول، وفي المرة القادمة ستسجّل الدخول أسرع وترى بياناتك الخاصة.\n${link}`,
  },
  contactCode: {
    subject: 'رمز تأكيد وسيلة الاتصال الجديدة',
    text: ({ code }) =>
      `رمز Clinic Intake لتأكيد هذا العنوان كوسيلة الاتصال الجديدة الخاصة بك هو ${code}. وهو صالح لمدة 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة ولن يتغير شيء.`,
  },
  gpLetter: {
    subject: 'سجل أحد مرضاك',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `حضرة ${gp}،\n\nتلقّى مريضك ${patient} (تاريخ الميلاد ${born}) العلاج في ${clinic} (الموعد ${number}، ${when}) ووافق على أن نشارك سجله معك. تجد مرفقًا السجل الموقّع (PDF) والسجل نفسه بصيغة FHIR R4 Bundle (JSON) لنظامك السريري.\n\n${practitioner}\n${clinic}`,
  },
};
