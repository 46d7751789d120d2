import type { AccessReportTexts } from './types';

export const fr: AccessReportTexts = {
  title: 'Qui a consulté vos données personnelles',
  header: 'Clinic Intake · Rapport d’accès (RGPD, article 15)',
  pageLabel: 'Page {{n}} sur {{m}}',
  intro:
    'Ce rapport liste chaque accès enregistré à vos données personnelles détenues par la clinique et chaque modification, du plus récent au plus ancien : qui, quoi, quand et depuis quelle adresse réseau. Il provient du journal d’audit de la clinique, où rien ne s’efface.',
  client: 'Client',
  generated: 'Rapport établi le',
  count: 'Événements enregistrés',
  timeNote: 'Les heures sont celles de la clinique, fuseau horaire {{zone}}.',
  none: 'Aucun accès n’a été enregistré.',
  truncated: 'Seuls les {{n}} événements les plus récents sont listés.',
  address: 'Depuis l’adresse',
  who: {
    you: 'Vous',
    system: 'Le système de la clinique',
    link: 'Une personne munie d’un lien qui vous a été envoyé',
    anonymous: 'Une personne non connectée',
  },
  roles: { admin: 'administrateur', practitioner: 'praticien', nurse: 'infirmier' },
  outcomes: { success: 'effectué', failure: 'échoué', denied: 'refusé' },
  areas: {
    access: 'Accès hors de la clinique (bris de glace)',
    appointment: 'Rendez-vous',
    audit: 'Journal d’audit',
    auth: 'Connexion',
    client: 'Données personnelles',
    documents: 'Documents du dossier',
    forms: 'Questionnaire et consentement',
    verification: 'Vérification d’identité',
    visits: 'Dossier de la visite',
    other: 'Autre',
  },
};
