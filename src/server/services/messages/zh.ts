import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic}（${address}）` : clinic);

export const zh: MessageCatalog = {
  loginCode: {
    subject: '您的登录验证码',
    text: ({ code }) =>
      `您的 Clinic Intake 登录验证码是 ${code}，10 分钟内有效。如果这不是您本人的请求，请忽略此消息。`,
  },
  registerCode: {
    subject: '您的注册验证码',
    text: ({ code }) =>
      `您的 Clinic Intake 注册验证码是 ${code}，10 分钟内有效。如果这不是您本人的请求，请忽略此消息。`,
  },
  noAccount: {
    subject: '尚无账户',
    text: ({ link }) =>
      `有人尝试使用此地址登录 Clinic Intake，但该地址尚无账户。如果是您本人，您是新用户，请通过下方链接注册。否则请忽略此消息。\n${link}`,
  },
  alreadyRegistered: {
    subject: '您已有账户',
    text: ({ link }) =>
      `有人尝试使用此地址注册 Clinic Intake，但该地址已注册。如果是您本人，请通过下方链接登录。否则请忽略此消息。\n${link}`,
  },
  bookingCode: {
    subject: '您的预约验证码',
    text: ({ code }) =>
      `您的 Clinic Intake 预约验证码是 ${code}，10 分钟内有效。如果这不是您本人的请求，请忽略此消息。`,
  },
  bookingConfirmed: {
    subject: '您的预约已确认',
    text: ({ number, when, link, clinic, address }) =>
      `您在${at(clinic, address)}的预约 ${number} 已确认，时间为 ${when}。请在就诊前填写医疗表格：\n${link}`,
  },
  formLink: {
    subject: '您的医疗表格',
    text: ({ number, when, link, clinic, address }) =>
      `您在${at(clinic, address)}的预约 ${number} 时间为 ${when}。请在就诊前填写医疗表格：\n${link}`,
  },
  documentReady: {
    subject: '您已签署的医疗表格',
    text: ({ link }) => `谢谢，您的医疗表格已签署。请在 30 天内下载您的副本（PDF）：\n${link}`,
  },
  identityCode: {
    subject: '您的身份验证码',
    text: ({ code }) =>
      `您的 Clinic Intake 身份确认验证码是 ${code}，10 分钟内有效。如果不是您本人申请，请忽略此消息。`,
  },
  memberInvite: {
    subject: '成为 Clinic Intake 会员',
    text: ({ link }) =>
      `您的诊所邀请您成为会员：请使用此电子邮箱或手机号码通过下方链接注册，下次登录更快捷，并可查看您本人的资料。\n${link}`,
  },
  contactCode: {
    subject: '您的新联系方式确认码',
    text: ({ code }) =>
      `您的 Clinic Intake 验证码是 ${code}，用于确认将此地址设为您的新联系方式，10 分钟内有效。如果不是您本人申请，请忽略此消息，不会有任何更改。`,
  },
  gpLetter: {
    subject: '您的患者的诊疗记录',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `${gp} 医生您好：\n\n您的患者 ${patient}（出生日期 ${born}）在 ${clinic} 接受了治疗（预约 ${number}，${when}），并同意我们与您共享其记录。附件为已签署的记录（PDF）以及同一记录的 FHIR R4 Bundle（JSON），可导入您的临床系统。\n\n${practitioner}\n${clinic}`,
  },
};
