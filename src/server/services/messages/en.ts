import type { MessageCatalog } from './types';

export const en: MessageCatalog = {
  loginCode: {
    subject: 'Your sign-in code',
    text: ({ code }) =>
      `Your Clinic Intake sign-in code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  registerCode: {
    subject: 'Your registration code',
    text: ({ code }) =>
      `Your Clinic Intake registration code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  noAccount: {
    subject: 'No account yet',
    text: ({ url }) =>
      `Someone asked to sign in to Clinic Intake with this address, but it has no account. If it was you, you are a new user: please register at ${url}/register. Otherwise ignore this message.`,
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    text: ({ url }) =>
      `Someone asked to register at Clinic Intake with this address, but it is already registered. If it was you, please sign in at ${url}/login. Otherwise ignore this message.`,
  },
};
