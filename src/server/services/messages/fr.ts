import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic} (${address})` : clinic);

export const fr: MessageCatalog = {
  loginCode: {
    subject: 'Votre code de connexion',
    text: ({ code }) =>
      `Votre code de connexion Clinic Intake est ${code}. Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
  },
  registerCode: {
    subject: 'Votre code d’inscription',
    text: ({ code }) =>
      `Votre code d’inscription Clinic Intake est ${code}. Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
  },
  noAccount: {
    subject: 'Aucun compte pour le moment',
    text: ({ link }) =>
      `Quelqu’un a demandé à se connecter à Clinic Intake avec cette adresse, mais aucun compte n’y est associé. Si c’était vous, vous êtes un nouvel utilisateur : inscrivez-vous à l’adresse ci-dessous. Sinon, ignorez ce message.\n${link}`,
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte',
    text: ({ link }) =>
      `Quelqu’un a demandé à s’inscrire à Clinic Intake avec cette adresse, mais elle est déjà enregistrée. Si c’était vous, connectez-vous à l’adresse ci-dessous. Sinon, ignorez ce message.\n${link}`,
  },
  bookingCode: {
    subject: 'Votre code de réservation',
    text: ({ code }) =>
      `Votre code de réservation Clinic Intake est ${code}. Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
  },
  bookingConfirmed: {
    subject: 'Votre rendez-vous est réservé',
    text: ({ number, when, link, clinic, address }) =>
      `Votre rendez-vous ${number} à la clinique ${at(clinic, address)} est réservé pour le ${when}. Veuillez remplir votre formulaire médical avant votre visite :\n${link}`,
  },
  formLink: {
    subject: 'Votre formulaire médical',
    text: ({ number, when, link, clinic, address }) =>
      `Votre rendez-vous ${number} à la clinique ${at(clinic, address)} a lieu le ${when}. Veuillez remplir votre formulaire médical avant votre visite :\n${link}`,
  },
  documentReady: {
    subject: 'Votre formulaire médical signé',
    text: ({ link }) =>
      `Merci, votre formulaire médical est signé. Téléchargez votre copie (PDF) dans les 30 jours :\n${link}`,
  },
  identityCode: {
    subject: 'Votre code de vérification d’identité',
    text: ({ code }) =>
      `Votre code Clinic Intake pour confirmer votre identité est ${code}. Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
  },
  memberInvite: {
    subject: 'Devenez membre de Clinic Intake',
    text: ({ link }) =>
      `Votre clinique vous invite à devenir membre : inscrivez-vous à l’adresse ci-dessous avec cette adresse e-mail ou ce numéro de mobile ; la prochaine fois, vous vous connecterez plus vite et verrez vos propres informations.\n${link}`,
  },
  contactCode: {
    subject: 'Votre code pour confirmer un nouveau contact',
    text: ({ code }) =>
      `Votre code Clinic Intake pour confirmer cette adresse comme nouveau contact est ${code}. Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez ce message : rien ne sera modifié.`,
  },
  gpLetter: {
    subject: 'Dossier d’un de vos patients',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `Docteur ${gp},\n\nVotre patient ${patient} (né le ${born}) a été traité à ${clinic} (rendez-vous ${number}, ${when}) et a accepté que nous vous transmettions son dossier. Vous trouverez en pièces jointes le dossier signé (PDF) et le même dossier au format FHIR R4 (Bundle JSON) pour votre logiciel médical.\n\n${practitioner}\n${clinic}`,
  },
};
