import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic} (${address})` : clinic);

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
    text: ({ link }) =>
      `Someone asked to sign in to Clinic Intake with this address, but it has no account. If it was you, you are a new user: please register at the address below. Otherwise ignore this message.\n${link}`,
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    text: ({ link }) =>
      `Someone asked to register at Clinic Intake with this address, but it is already registered. If it was you, please sign in at the address below. Otherwise ignore this message.\n${link}`,
  },
  bookingCode: {
    subject: 'Your booking code',
    text: ({ code }) =>
      `Your Clinic Intake booking code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  bookingConfirmed: {
    subject: 'Your appointment is booked',
    text: ({ number, when, link, clinic, address }) =>
      `Your appointment ${number} at ${at(clinic, address)} is booked for ${when}. Please fill in your medical form before your visit:\n${link}`,
  },
  formLink: {
    subject: 'Your medical form',
    text: ({ number, when, link, clinic, address }) =>
      `Your appointment ${number} at ${at(clinic, address)} is on ${when}. Please fill in your medical form before your visit:\n${link}`,
  },
  documentReady: {
    subject: 'Your signed medical form',
    text: ({ link }) =>
      `Thank you, your medical form is signed. Download your copy (PDF) within 30 days:\n${link}`,
  },
  identityCode: {
    subject: 'Your identity check code',
    text: ({ code }) =>
      `Your Clinic Intake code to confirm it is you is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
  },
  memberInvite: {
    subject: 'Become a member of Clinic Intake',
    text: ({ link }) =>
      `Your clinic invites you to become a member: register at the address below with this email address or mobile number, and next time you sign in faster and see your own details.\n${link}`,
  },
  contactCode: {
    subject: 'Your code to confirm a new contact',
    text: ({ code }) =>
      `Your Clinic Intake code to confirm this address as your new contact is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message: nothing changes.`,
  },
  gpLetter: {
    subject: 'Record of a patient of yours',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `Dear ${gp},\n\nYour patient ${patient} (born ${born}) was treated at ${clinic} (appointment ${number}, ${when}) and agreed that we share the record with you. Attached are the signed record (PDF) and the same record as a FHIR R4 Bundle (JSON) for your clinical system.\n\n${practitioner}\n${clinic}`,
  },
};
