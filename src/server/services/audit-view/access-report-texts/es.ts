import type { AccessReportTexts } from './types';

export const es: AccessReportTexts = {
  title: 'Quién ha accedido a sus datos personales',
  header: 'Clinic Intake · Informe de accesos (RGPD, artículo 15)',
  pageLabel: 'Página {{n}} de {{m}}',
  intro:
    'Este informe enumera cada acceso registrado a los datos personales que la clínica conserva sobre usted y cada cambio, del más reciente al más antiguo: quién, qué, cuándo y desde qué dirección de red. Procede del registro de auditoría de la clínica, en el que nada se borra.',
  client: 'Cliente',
  generated: 'Informe generado',
  count: 'Eventos registrados',
  timeNote: 'Las horas son las de la clínica, zona horaria {{zone}}.',
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
};
