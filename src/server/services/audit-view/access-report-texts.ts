import type { Language } from '../../../shared/languages';

/** The "who accessed this client's data" PDF's words, in the client's language. */
export interface AccessReportTexts {
  title: string;
  header: string;
  pageLabel: string;
  intro: string;
  client: string;
  generated: string;
  count: string;
  timeNote: string;
  none: string;
  /** `{{n}}`: how many events are listed. */
  truncated: string;
  address: string;
  who: { you: string; system: string; link: string; anonymous: string };
  roles: { admin: string; practitioner: string; nurse: string };
  outcomes: { success: string; failure: string; denied: string };
  /** What an action is about, by its first part (`visits.record.read` → visits). */
  areas: Record<
    | 'access'
    | 'appointment'
    | 'audit'
    | 'auth'
    | 'client'
    | 'documents'
    | 'forms'
    | 'verification'
    | 'visits'
    | 'other',
    string
  >;
}

export const ACCESS_REPORT_TEXTS: Record<Language, AccessReportTexts> = {
  en: {
    title: 'Who accessed your personal data',
    header: 'Clinic Intake · Access report (GDPR article 15)',
    pageLabel: 'Page {{n}} of {{m}}',
    intro:
      "This report lists every recorded access to and change of the personal data the clinic holds about you, newest first: who, what, when and from which network address. It is drawn from the clinic's append-only audit log.",
    client: 'Client',
    generated: 'Report generated',
    count: 'Recorded events',
    timeNote: 'Times are in UTC.',
    none: 'No access has been recorded.',
    truncated: 'Only the newest {{n}} events are listed.',
    address: 'From address',
    who: {
      you: 'You',
      system: "The clinic's system",
      link: 'Someone holding a link sent to you',
      anonymous: 'Someone not signed in',
    },
    roles: { admin: 'administrator', practitioner: 'practitioner', nurse: 'nurse' },
    outcomes: { success: 'done', failure: 'failed', denied: 'refused' },
    areas: {
      access: 'Access outside the clinic (break the glass)',
      appointment: 'Appointments',
      audit: 'Audit log',
      auth: 'Sign-in',
      client: 'Personal details',
      documents: 'Record documents',
      forms: 'Questionnaire and consent',
      verification: 'Identity check',
      visits: 'Visit record',
      other: 'Other',
    },
  },
  fr: {
    title: 'Qui a consulté vos données personnelles',
    header: 'Clinic Intake · Rapport d’accès (RGPD, article 15)',
    pageLabel: 'Page {{n}} sur {{m}}',
    intro:
      'Ce rapport liste chaque accès enregistré à vos données personnelles détenues par la clinique et chaque modification, du plus récent au plus ancien : qui, quoi, quand et depuis quelle adresse réseau. Il provient du journal d’audit de la clinique, où rien ne s’efface.',
    client: 'Client',
    generated: 'Rapport établi le',
    count: 'Événements enregistrés',
    timeNote: 'Les heures sont en UTC.',
    none: 'Aucun accès n’a été enregistré.',
    truncated: 'Seuls les {{n}} événements les plus récents sont listés.',
    address: 'Depuis l’adresse',
    who: {
      you: 'Vous',
      system: 'Le système de la clinique',
      link: 'Une personne munie d’un lien qui vous a été envoyé',
      anonymous: 'Une personne non connectée',
    },
    roles: { admin: 'administrateur', practitioner: 'praticien', nurse: 'infirmier' },
    outcomes: { success: 'effectué', failure: 'échoué', denied: 'refusé' },
    areas: {
      access: 'Accès hors de la clinique (bris de glace)',
      appointment: 'Rendez-vous',
      audit: 'Journal d’audit',
      auth: 'Connexion',
      client: 'Données personnelles',
      documents: 'Documents du dossier',
      forms: 'Questionnaire et consentement',
      verification: 'Vérification d’identité',
      visits: 'Dossier de la visite',
      other: 'Autre',
    },
  },
  zh: {
    title: '谁访问了您的个人数据',
    header: 'Clinic Intake · 访问报告（GDPR 第 15 条）',
    pageLabel: '第 {{n}} 页，共 {{m}} 页',
    intro:
      '本报告按时间从新到旧列出诊所所持有的您的个人数据的每一次有记录的访问和更改：谁、做了什么、何时以及来自哪个网络地址。内容取自诊所只可追加、不可删改的审计日志。',
    client: '客户',
    generated: '报告生成时间',
    count: '记录的事件',
    timeNote: '时间为 UTC。',
    none: '没有访问记录。',
    truncated: '仅列出最新的 {{n}} 个事件。',
    address: '来源地址',
    who: {
      you: '您本人',
      system: '诊所系统',
      link: '持有发送给您的链接的人',
      anonymous: '未登录的人',
    },
    roles: { admin: '管理员', practitioner: '医师', nurse: '护士' },
    outcomes: { success: '已完成', failure: '失败', denied: '被拒绝' },
    areas: {
      access: '诊所外访问（紧急授权）',
      appointment: '预约',
      audit: '审计日志',
      auth: '登录',
      client: '个人资料',
      documents: '病历文件',
      forms: '问卷和同意书',
      verification: '身份核验',
      visits: '就诊记录',
      other: '其他',
    },
  },
  de: {
    title: 'Wer auf Ihre personenbezogenen Daten zugegriffen hat',
    header: 'Clinic Intake · Zugriffsbericht (DSGVO Artikel 15)',
    pageLabel: 'Seite {{n}} von {{m}}',
    intro:
      'Dieser Bericht listet jeden aufgezeichneten Zugriff auf die personenbezogenen Daten, die die Klinik über Sie speichert, und jede Änderung, die neuesten zuerst: wer, was, wann und von welcher Netzwerkadresse. Er stammt aus dem Audit-Protokoll der Klinik, in dem nichts gelöscht wird.',
    client: 'Kunde',
    generated: 'Bericht erstellt',
    count: 'Aufgezeichnete Ereignisse',
    timeNote: 'Zeiten in UTC.',
    none: 'Es wurde kein Zugriff aufgezeichnet.',
    truncated: 'Nur die neuesten {{n}} Ereignisse sind aufgeführt.',
    address: 'Von Adresse',
    who: {
      you: 'Sie',
      system: 'Das System der Klinik',
      link: 'Jemand mit einem Link, der Ihnen gesendet wurde',
      anonymous: 'Jemand ohne Anmeldung',
    },
    roles: { admin: 'Administrator', practitioner: 'Behandler', nurse: 'Pflegekraft' },
    outcomes: { success: 'erfolgt', failure: 'fehlgeschlagen', denied: 'abgelehnt' },
    areas: {
      access: 'Zugriff außerhalb der Klinik (Notfallzugriff)',
      appointment: 'Termine',
      audit: 'Audit-Protokoll',
      auth: 'Anmeldung',
      client: 'Persönliche Angaben',
      documents: 'Dokumente der Akte',
      forms: 'Fragebogen und Einwilligung',
      verification: 'Identitätsprüfung',
      visits: 'Besuchsakte',
      other: 'Sonstiges',
    },
  },
  ja: {
    title: 'あなたの個人データにアクセスした人',
    header: 'Clinic Intake · アクセス報告書（GDPR 第15条）',
    pageLabel: '{{n}} / {{m}} ページ',
    intro:
      'この報告書は、クリニックが保有するあなたの個人データへの記録されたすべてのアクセスと変更を、新しい順に一覧にしたものです：誰が、何を、いつ、どのネットワークアドレスから行ったか。内容は、追記のみで削除できないクリニックの監査ログから取得しています。',
    client: 'お客様',
    generated: '報告書作成日時',
    count: '記録されたイベント',
    timeNote: '時刻は UTC です。',
    none: 'アクセスの記録はありません。',
    truncated: '最新の {{n}} 件のイベントのみを表示しています。',
    address: '接続元アドレス',
    who: {
      you: 'ご本人',
      system: 'クリニックのシステム',
      link: 'あなたに送信されたリンクを持つ人',
      anonymous: 'ログインしていない人',
    },
    roles: { admin: '管理者', practitioner: '医師', nurse: '看護師' },
    outcomes: { success: '完了', failure: '失敗', denied: '拒否' },
    areas: {
      access: 'クリニック外からのアクセス（緊急アクセス）',
      appointment: '予約',
      audit: '監査ログ',
      auth: 'ログイン',
      client: '個人情報',
      documents: '記録文書',
      forms: '問診票と同意書',
      verification: '本人確認',
      visits: '来院記録',
      other: 'その他',
    },
  },
  ar: {
    title: 'من اطّلع على بياناتك الشخصية',
    header: 'Clinic Intake · تقرير الاطلاع (المادة 15 من اللائحة العامة لحماية البيانات)',
    pageLabel: 'الصفحة {{n}} من {{m}}',
    intro:
      'يسرد هذا التقرير كل اطلاع مسجَّل على بياناتك الشخصية التي تحتفظ بها العيادة وكل تغيير فيها، من الأحدث إلى الأقدم: من، وماذا، ومتى، ومن أي عنوان شبكة. وهو مأخوذ من سجل التدقيق في العيادة الذي لا يُحذف منه شيء.',
    client: 'العميل',
    generated: 'تاريخ إعداد التقرير',
    count: 'الأحداث المسجلة',
    timeNote: 'الأوقات بالتوقيت العالمي المنسق (UTC).',
    none: 'لم يُسجَّل أي اطلاع.',
    truncated: 'لا تُعرض إلا أحدث {{n}} من الأحداث.',
    address: 'من العنوان',
    who: {
      you: 'أنت',
      system: 'نظام العيادة',
      link: 'شخص يحمل رابطًا أُرسل إليك',
      anonymous: 'شخص غير مسجَّل الدخول',
    },
    roles: { admin: 'مسؤول', practitioner: 'طبيب', nurse: 'ممرض' },
    outcomes: { success: 'تم', failure: 'فشل', denied: 'مرفوض' },
    areas: {
      access: 'اطلاع من خارج العيادة (كسر الزجاج)',
      appointment: 'المواعيد',
      audit: 'سجل التدقيق',
      auth: 'تسجيل الدخول',
      client: 'البيانات الشخصية',
      documents: 'مستندات السجل',
      forms: 'الاستبيان والموافقة',
      verification: 'التحقق من الهوية',
      visits: 'سجل الزيارة',
      other: 'أخرى',
    },
  },
  es: {
    title: 'Quién ha accedido a sus datos personales',
    header: 'Clinic Intake · Informe de accesos (RGPD, artículo 15)',
    pageLabel: 'Página {{n}} de {{m}}',
    intro:
      'Este informe enumera cada acceso registrado a los datos personales que la clínica conserva sobre usted y cada cambio, del más reciente al más antiguo: quién, qué, cuándo y desde qué dirección de red. Procede del registro de auditoría de la clínica, en el que nada se borra.',
    client: 'Cliente',
    generated: 'Informe generado',
    count: 'Eventos registrados',
    timeNote: 'Las horas están en UTC.',
    none: 'No se ha registrado ningún acceso.',
    truncated: 'Solo se enumeran los {{n}} eventos más recientes.',
    address: 'Desde la dirección',
    who: {
      you: 'Usted',
      system: 'El sistema de la clínica',
      link: 'Alguien con un enlace que se le envió',
      anonymous: 'Alguien sin iniciar sesión',
    },
    roles: { admin: 'administrador', practitioner: 'facultativo', nurse: 'enfermero' },
    outcomes: { success: 'realizado', failure: 'fallido', denied: 'rechazado' },
    areas: {
      access: 'Acceso fuera de la clínica (romper el cristal)',
      appointment: 'Citas',
      audit: 'Registro de auditoría',
      auth: 'Inicio de sesión',
      client: 'Datos personales',
      documents: 'Documentos del historial',
      forms: 'Cuestionario y consentimiento',
      verification: 'Verificación de identidad',
      visits: 'Historial de la visita',
      other: 'Otros',
    },
  },
};
