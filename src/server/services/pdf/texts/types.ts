import type { ID_DOCUMENTS } from '../../../../shared/api/verification';
import type { Language } from '../../../../shared/languages';

/** How identity was verified (src/server/services/verification). */
export type VerificationMethod = 'code_sms' | 'code_email' | 'in_person';
export type IdDocument = (typeof ID_DOCUMENTS)[number];

/**
 * The PDF's own texts (the questions and answers come from the forms catalogs). Placeholders:
 * `{{n}}`/`{{m}}` page numbers, `{{name}}`, `{{role}}`, `{{time}}`, `{{reason}}`.
 */
export interface PdfTexts {
  title: string;
  pageOf: string;
  recordId: string;
  client: string;
  dateOfBirth: string;
  appointment: string;
  questionnaire: string;
  reconsent: string;
  practitionerPart: string;
  nursePart: string;
  noFlags: string;
  screeningFlags: string;
  staffOnly: string;
  signedBy: string;
  signedAt: string;
  addendum: string;
  addendumMeta: string;
  auditTrail: string;
  contentSha256: string;
  submitted: string;
  identityVerified: string;
  verificationMethod: string;
  clearedForTreatment: string;
  notCleared: string;
  treated: string;
  ipAddress: string;
  consentTextVersion: string;
  notRecorded: string;
  /** "What changed since {{time}}": the visit's answers against the previous visit's record. */
  whatChanged: string;
  noChanges: string;
  changeBefore: string;
  changeNow: string;
  newFlags: string;
  changeKinds: Record<'added' | 'removed' | 'changed', string>;
  roles: Record<'client' | 'practitioner' | 'nurse' | 'admin', string>;
  methods: Record<VerificationMethod, string>;
  documents: Record<IdDocument, string>;
  /**
   * A safety warning the signer went ahead despite (decision 027): `{{rule}}` is the rule's
   * title from the forms texts; the meta line `{{severity}}`, `{{name}}`, `{{role}}`, `{{time}}`.
   */
  safetyAcknowledgement: string;
  safetyAcknowledgementMeta: string;
  safetyReason: string;
  /** The client's age on the day of the visit, beside the date of birth. */
  age: string;
  /** Under a questionnaire: the terms of service and privacy policy the client agreed to. */
  agreedDocuments: string;
  /** `{{version}}` of an agreed document (its SHA-256 is printed beside it). */
  documentVersion: string;
  /** Above the texts of the agreed documents, at the end of the client's copy. */
  appendixIntro: string;
  /** Beside the client's details: the language the client signed in (a name from `languages`). */
  signedLanguage: string;
  /**
   * A copy in another language than the one signed (the clinic's copy, decision 031):
   * `{{language}}` the one signed in, `{{reader}}` this copy's.
   */
  translatedCopy: string;
  /** Each language's name, written in this language ("Arabic" in English). */
  languages: Record<Language, string>;
}
