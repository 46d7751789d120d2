import type { MessageCatalog } from './types';

/** The clinic, and its address when it has one. */
const at = (clinic = '', address = '') => (address ? `${clinic} (${address})` : clinic);

export const es: MessageCatalog = {
  loginCode: {
    subject: 'Su código de inicio de sesión',
    text: ({ code }) =>
      `Su código de inicio de sesión de Clinic Intake es ${code}. Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje.`,
  },
  registerCode: {
    subject: 'Su código de registro',
    text: ({ code }) =>
      `Su código de registro de Clinic Intake es ${code}. Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje.`,
  },
  noAccount: {
    subject: 'Todavía no tiene cuenta',
    text: ({ link }) =>
      `Alguien ha intentado iniciar sesión en Clinic Intake con esta dirección, pero no tiene cuenta. Si fue usted, es un usuario nuevo: regístrese en la dirección de abajo. Si no, ignore este mensaje.\n${link}`,
  },
  alreadyRegistered: {
    subject: 'Ya tiene una cuenta',
    text: ({ link }) =>
      `Alguien ha intentado registrarse en Clinic Intake con esta dirección, pero ya está registrada. Si fue usted, inicie sesión en la dirección de abajo. Si no, ignore este mensaje.\n${link}`,
  },
  bookingCode: {
    subject: 'Su código de reserva',
    text: ({ code }) =>
      `Su código de reserva de Clinic Intake es ${code}. Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje.`,
  },
  bookingConfirmed: {
    subject: 'Su cita está reservada',
    text: ({ number, when, link, clinic, address }) =>
      `Su cita ${number} en la clínica ${at(clinic, address)} está reservada para el ${when}. Por favor, rellene su formulario médico antes de su visita:\n${link}`,
  },
  formLink: {
    subject: 'Su formulario médico',
    text: ({ number, when, link, clinic, address }) =>
      `Su cita ${number} en la clínica ${at(clinic, address)} es el ${when}. Por favor, rellene su formulario médico antes de su visita:\n${link}`,
  },
  documentReady: {
    subject: 'Su formulario médico firmado',
    text: ({ link }) =>
      `Gracias, su formulario médico está firmado. Descargue su copia (PDF) en un plazo de 30 días:\n${link}`,
  },
  identityCode: {
    subject: 'Su código de verificación de identidad',
    text: ({ code }) =>
      `Su código de Clinic Intake para confirmar su identidad es ${code}. Es válido durante 10 minutos. Si no lo solicitó, ignore este mensaje.`,
  },
  memberInvite: {
    subject: 'Hágase miembro de Clinic Intake',
    text: ({ link }) =>
      `Su clínica le invita a hacerse miembro: regístrese en la dirección de abajo con este correo electrónico o número de móvil; la próxima vez entrará más rápido y verá sus propios datos.\n${link}`,
  },
  contactCode: {
    subject: 'Su código para confirmar un nuevo contacto',
    text: ({ code }) =>
      `Su código de Clinic Intake para confirmar esta dirección como su nuevo contacto es ${code}. Es válido durante 10 minutos. Si no lo solicitó, ignore este mensaje: no se cambiará nada.`,
  },
  gpLetter: {
    subject: 'Historial de uno de sus pacientes',
    text: ({ gp, patient, born, clinic, number, when, practitioner }) =>
      `Estimado/a ${gp}:\n\nSu paciente ${patient} (nacido/a el ${born}) fue atendido/a en ${clinic} (cita ${number}, ${when}) y aceptó que le enviemos su historial. Adjuntamos el registro firmado (PDF) y el mismo registro como Bundle FHIR R4 (JSON) para su sistema clínico.\n\n${practitioner}\n${clinic}`,
  },
};
