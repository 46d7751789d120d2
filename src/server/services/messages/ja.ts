import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic}（${address}）` : clinic);

export const ja: MessageCatalog = {
  loginCode: {
    subject: 'ログイン用の確認コード',
    text: ({ code }) =>
      `Clinic Intake のログイン用確認コードは ${code} です。有効期限は 10 分です。お心当たりのない場合は、このメッセージを無視してください。`,
  },
  registerCode: {
    subject: '登録用の確認コード',
    text: ({ code }) =>
      `Clinic Intake の登録用確認コードは ${code} です。有効期限は 10 分です。お心当たりのない場合は、このメッセージを無視してください。`,
  },
  noAccount: {
    subject: 'アカウントがありません',
    text: ({ link }) =>
      `このアドレスで Clinic Intake へのログインが要求されましたが、アカウントがありません。ご本人の場合は新規ユーザーです。下記のリンクから登録してください。お心当たりのない場合は無視してください。\n${link}`,
  },
  alreadyRegistered: {
    subject: 'すでにアカウントをお持ちです',
    text: ({ link }) =>
      `このアドレスで Clinic Intake への登録が要求されましたが、すでに登録済みです。ご本人の場合は下記のリンクからログインしてください。お心当たりのない場合は無視してください。\n${link}`,
  },
  bookingCode: {
    subject: '予約用の確認コード',
    text: ({ code }) =>
      `Clinic Intake の予約用確認コードは ${code} です。有効期限は 10 分です。お心当たりのない場合は、このメッセージを無視してください。`,
  },
  bookingConfirmed: {
    subject: 'ご予約が確定しました',
    text: ({ number, when, link, clinic, address }) =>
      `${at(clinic, address)}でのご予約 ${number} は ${when} に確定しました。ご来院前に医療問診票にご記入ください：\n${link}`,
  },
  formLink: {
    subject: '医療問診票',
    text: ({ number, when, link, clinic, address }) =>
      `${at(clinic, address)}でのご予約 ${number} は ${when} です。ご来院前に医療問診票にご記入ください：\n${link}`,
  },
  documentReady: {
    subject: '署名済みの医療問診票',
    text: ({ link }) =>
      `ありがとうございます。医療問診票の署名が完了しました。30日以内に控え（PDF）をダウンロードしてください：\n${link}`,
  },
  identityCode: {
    subject: '本人確認コード',
    text: ({ code }) =>
      `Clinic Intake の本人確認コードは ${code} です。有効期間は10分です。お心当たりがない場合は、このメッセージを無視してください。`,
  },
  memberInvite: {
    subject: 'Clinic Intake の会員になりませんか',
    text: ({ link }) =>
      `クリニックから会員登録のご案内です。このメールアドレスまたは携帯電話番号で下記のリンクから登録すると、次回からより早くサインインでき、ご自身の情報を確認できます。\n${link}`,
  },
  contactCode: {
    subject: '新しい連絡先の確認コード',
    text: ({ code }) =>
      `この連絡先を新しい連絡先として確認するための Clinic Intake のコードは ${code} です。有効期間は10分です。お心当たりがない場合は、このメッセージを無視してください（変更は行われません）。`,
  },
  gpLetter: {
    subject: '患者様の診療記録のご送付',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `${gp} 先生\n\n先生の患者様である ${patient} 様（生年月日 ${born}）が ${clinic} で施術を受けられ（予約 ${number}、${when}）、記録を先生と共有することに同意されました。署名済みの記録（PDF）と、電子カルテ用に同じ記録の FHIR R4 Bundle（JSON）を添付いたします。\n\n${practitioner}\n${clinic}`,
  },
};
