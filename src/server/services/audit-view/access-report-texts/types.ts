/** The "who accessed this client's data" PDF's words, in the client's language. */
export interface AccessReportTexts {
  title: string;
  header: string;
  pageLabel: string;
  intro: string;
  client: string;
  generated: string;
  count: string;
  /** `{{zone}}`: the IANA time zone the times are written in (the clinic's, or UTC). */
  timeNote: string;
  none: string;
  /** `{{n}}`: how many events are listed. */
  truncated: string;
  address: string;
  who: { you: string; system: string; link: string; anonymous: string };
  roles: { admin: string; practitioner: string; nurse: string };
  outcomes: { success: string; failure: string; denied: string };
  /** What an action is about, by its first part (`visits.record.read` → visits). */
  areas: Record<
    | 'access'
    | 'appointment'
    | 'audit'
    | 'auth'
    | 'client'
    | 'documents'
    | 'forms'
    | 'verification'
    | 'visits'
    | 'other',
    string
  >;
}
