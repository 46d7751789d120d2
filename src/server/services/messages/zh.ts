import type { MessageCatalog } from './types';

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
    text: ({ url }) =>
      `有人尝试使用此地址登录 Clinic Intake，但该地址尚无账户。如果是您本人，您是新用户，请先在 ${url}/register 注册。否则请忽略此消息。`,
  },
  alreadyRegistered: {
    subject: '您已有账户',
    text: ({ url }) =>
      `有人尝试使用此地址注册 Clinic Intake，但该地址已注册。如果是您本人，请在 ${url}/login 登录。否则请忽略此消息。`,
  },
};
