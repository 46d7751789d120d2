import type { AccessReportTexts } from './types';

export const en: AccessReportTexts = {
  title: 'Who accessed your personal data',
  header: 'Clinic Intake · Access report (GDPR article 15)',
  pageLabel: 'Page {{n}} of {{m}}',
  intro:
    "This report lists every recorded access to and change of the personal data the clinic holds about you, newest first: who, what, when and from which network address. It is drawn from the clinic's append-only audit log.",
  client: 'Client',
  generated: 'Report generated',
  count: 'Recorded events',
  timeNote: "Times are on the clinic's clock, time zone {{zone}}.",
  none: 'No access has been recorded.',
  truncated: 'Only the newest {{n}} events are listed.',
  address: 'From address',
  who: {
    you: 'You',
    system: "The clinic's system",
    link: 'Someone holding a link sent to you',
    anonymous: 'Someone not signed in',
  },
  roles: { admin: 'administrator', practitioner: 'practitioner', nurse: 'nurse' },
  outcomes: { success: 'done', failure: 'failed', denied: 'refused' },
  areas: {
    access: 'Access outside the clinic (break the glass)',
    appointment: 'Appointments',
    audit: 'Audit log',
    auth: 'Sign-in',
    client: 'Personal details',
    documents: 'Record documents',
    forms: 'Questionnaire and consent',
    verification: 'Identity check',
    visits: 'Visit record',
    other: 'Other',
  },
};
