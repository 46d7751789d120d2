import type { AccessReportTexts } from './types';

export const ja: AccessReportTexts = {
  title: 'あなたの個人データにアクセスした人',
  header: 'Clinic Intake · アクセス報告書（GDPR 第15条）',
  pageLabel: '{{n}} / {{m}} ページ',
  intro:
    'この報告書は、クリニックが保有するあなたの個人データへの記録されたすべてのアクセスと変更を、新しい順に一覧にしたものです：誰が、何を、いつ、どのネットワークアドレスから行ったか。内容は、追記のみで削除できないクリニックの監査ログから取得しています。',
  client: 'お客様',
  generated: '報告書作成日時',
  count: '記録されたイベント',
  timeNote: '時刻はクリニックの現地時刻です（タイムゾーン {{zone}}）。',
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
};
