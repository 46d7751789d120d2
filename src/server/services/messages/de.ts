import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic} (${address})` : clinic);

export const de: MessageCatalog = {
  loginCode: {
    subject: 'Ihr Anmeldecode',
    text: ({ code }) =>
      `Ihr Anmeldecode für Clinic Intake lautet ${code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  registerCode: {
    subject: 'Ihr Registrierungscode',
    text: ({ code }) =>
      `Ihr Registrierungscode für Clinic Intake lautet ${code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  noAccount: {
    subject: 'Noch kein Konto',
    text: ({ link }) =>
      `Jemand wollte sich mit dieser Adresse bei Clinic Intake anmelden, aber es gibt dafür kein Konto. Wenn Sie das waren, sind Sie neu: Bitte registrieren Sie sich unter der Adresse unten. Andernfalls ignorieren Sie diese Nachricht.\n${link}`,
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Konto',
    text: ({ link }) =>
      `Jemand wollte sich mit dieser Adresse bei Clinic Intake registrieren, aber sie ist bereits registriert. Wenn Sie das waren, melden Sie sich bitte unter der Adresse unten an. Andernfalls ignorieren Sie diese Nachricht.\n${link}`,
  },
  bookingCode: {
    subject: 'Ihr Buchungscode',
    text: ({ code }) =>
      `Ihr Buchungscode für Clinic Intake lautet ${code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  bookingConfirmed: {
    subject: 'Ihr Termin ist gebucht',
    text: ({ number, when, link, clinic, address }) =>
      `Ihr Termin ${number} in der Klinik ${at(clinic, address)} ist für ${when} gebucht. Bitte füllen Sie vor Ihrem Besuch Ihren medizinischen Fragebogen aus:\n${link}`,
  },
  formLink: {
    subject: 'Ihr medizinischer Fragebogen',
    text: ({ number, when, link, clinic, address }) =>
      `Ihr Termin ${number} in der Klinik ${at(clinic, address)} ist am ${when}. Bitte füllen Sie vor Ihrem Besuch Ihren medizinischen Fragebogen aus:\n${link}`,
  },
  documentReady: {
    subject: 'Ihr unterschriebener medizinischer Fragebogen',
    text: ({ link }) =>
      `Vielen Dank, Ihr medizinischer Fragebogen ist unterschrieben. Laden Sie Ihre Kopie (PDF) innerhalb von 30 Tagen herunter:\n${link}`,
  },
  identityCode: {
    subject: 'Ihr Code zur Identitätsprüfung',
    text: ({ code }) =>
      `Ihr Clinic-Intake-Code zur Bestätigung Ihrer Identität lautet ${code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  memberInvite: {
    subject: 'Werden Sie Mitglied bei Clinic Intake',
    text: ({ link }) =>
      `Ihre Klinik lädt Sie ein, Mitglied zu werden: Registrieren Sie sich unter der Adresse unten mit dieser E-Mail-Adresse oder Mobilnummer. Beim nächsten Mal melden Sie sich schneller an und sehen Ihre eigenen Angaben.\n${link}`,
  },
  contactCode: {
    subject: 'Ihr Code zur Bestätigung eines neuen Kontakts',
    text: ({ code }) =>
      `Ihr Clinic-Intake-Code, um diese Adresse als Ihren neuen Kontakt zu bestätigen, lautet ${code}. Er ist 10 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.`,
  },
  gpLetter: {
    subject: 'Behandlungsunterlagen Ihres Patienten',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `Sehr geehrte(r) ${gp},\n\nIhr Patient ${patient} (geboren am ${born}) wurde in ${clinic} behandelt (Termin ${number}, ${when}) und hat zugestimmt, dass wir Ihnen die Unterlagen übermitteln. Anbei finden Sie die unterschriebene Dokumentation (PDF) und dieselbe Dokumentation als FHIR-R4-Bundle (JSON) für Ihr Praxissystem.\n\n${practitioner}\n${clinic}`,
  },
};
