import type { Lang } from '@cc/contracts/i18n';

/** The after-hours answer a resident gets in their language when the office wrote none in it. */
export const DEFAULT_AUTO_REPLY: Record<Lang, string> = {
  th: 'ขอบคุณที่ติดต่อนิติบุคคล ขณะนี้อยู่นอกเวลาทำการ เจ้าหน้าที่จะตอบกลับในเวลาทำการถัดไป',
  en: 'Thank you for contacting the juristic office. We are outside office hours now; staff will answer during the next office hours.',
  zh: '感谢您联系物业管理处。现在是非办公时间,工作人员将在下一个办公时间回复您。',
  ar: 'شكرًا لتواصلك مع مكتب الإدارة. نحن الآن خارج ساعات العمل، وسيرد عليك الموظفون خلال ساعات العمل التالية.',
  it: "Grazie per aver contattato l'amministrazione. Ora siamo fuori orario d'ufficio; il personale risponderà nel prossimo orario di apertura.",
  es: 'Gracias por contactar con la administración. Ahora estamos fuera del horario de oficina; el personal responderá en el próximo horario de atención.',
  fr: "Merci d'avoir contacté le bureau de gestion. Nous sommes actuellement hors des heures d'ouverture ; le personnel vous répondra aux prochaines heures d'ouverture.",
};
