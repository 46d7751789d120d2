import type { AccessReportTexts } from './types';

export const de: AccessReportTexts = {
  title: 'Wer auf Ihre personenbezogenen Daten zugegriffen hat',
  header: 'Clinic Intake · Zugriffsbericht (DSGVO Artikel 15)',
  pageLabel: 'Seite {{n}} von {{m}}',
  intro:
    'Dieser Bericht listet jeden aufgezeichneten Zugriff auf die personenbezogenen Daten, die die Klinik über Sie speichert, und jede Änderung, die neuesten zuerst: wer, was, wann und von welcher Netzwerkadresse. Er stammt aus dem Audit-Protokoll der Klinik, in dem nichts gelöscht wird.',
  client: 'Kunde',
  generated: 'Bericht erstellt',
  count: 'Aufgezeichnete Ereignisse',
  timeNote: 'Zeiten nach der Uhr der Klinik, Zeitzone {{zone}}.',
  none: 'Es wurde kein Zugriff aufgezeichnet.',
  truncated: 'Nur die neuesten {{n}} Ereignisse sind aufgeführt.',
  address: 'Von Adresse',
  who: {
    you: 'Sie',
    system: 'Das System der Klinik',
    link: 'Jemand mit einem Link, der Ihnen gesendet wurde',
    anonymous: 'Jemand ohne Anmeldung',
  },
  roles: { admin: 'Administrator', practitioner: 'Behandler', nurse: 'Pflegekraft' },
  outcomes: { success: 'erfolgt', failure: 'fehlgeschlagen', denied: 'abgelehnt' },
  areas: {
    access: 'Zugriff außerhalb der Klinik (Notfallzugriff)',
    appointment: 'Termine',
    audit: 'Audit-Protokoll',
    auth: 'Anmeldung',
    client: 'Persönliche Angaben',
    documents: 'Dokumente der Akte',
    forms: 'Fragebogen und Einwilligung',
    verification: 'Identitätsprüfung',
    visits: 'Besuchsakte',
    other: 'Sonstiges',
  },
};
