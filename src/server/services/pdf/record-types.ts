/**
 * A signed record as plain data, the input of `buildRecordDocument`: what the storage layer
 * reads (submissions with their answers, signatures, staff signers, addenda, verification,
 * clearance) without any database type. Times are ISO 8601 strings.
 */
export interface RecordForPdf {
  /** The record's id, printed on every page and on the audit page. */
  recordId: string;
  /** SHA-256 (hex) of the record's content, printed on the audit page. */
  contentSha256: string;
  /**
   * The language the client signed in. The client's copy is printed in it; the clinic's copy
   * in the store's `language` (decision 031).
   */
  language: string;
  /**
   * The store: its clock and country write the record's times; `language` is the one its staff
   * read records in.
   */
  store: { name: string; brand: string; timezone: string; country: string; language: string };
  /** `age`: whole years on the day of the visit. */
  client: { name: string; dateOfBirth: string | null; age?: number | null };
  appointment: { number: string; startsAt: string };
  /** In print order: the client's questionnaires and re-consents, then the staff sections. */
  parts: RecordPart[];
  /**
   * The visit record only: the client's record of the previous visit, which the newest
   * questionnaire of this one is compared with ("What changed").
   */
  baseline?: { submittedAt: string; answers: Record<string, unknown> } | null;
  audit: AuditFacts;
  /**
   * The client's copy only: the terms of service and privacy policy the questionnaire agreed
   * to, printed in full after it (the text the client read, in their language).
   */
  appendix?: AgreedDocumentText[];
}

export interface AgreedDocument {
  title: string;
  version: number;
  sha256: string;
}

export interface AgreedDocumentText extends AgreedDocument {
  body: string;
}

export interface RecordPart {
  kind: 'mf' | 'rf' | 'brief' | 'detail' | 'medical';
  submissionId: string;
  templateId: string;
  version: string;
  submittedAt: string;
  answers: Record<string, unknown>;
  /** Screening flags stored with a client submission (`flags.<id>` in the forms catalogs). */
  flags: { id: string; questions: string[] }[];
  /** The signature images by slot (PNG bytes), with who signed and when. */
  signatures: { slot: number; signerName: string; signedAt: string; png: Uint8Array }[];
  /** A staff section: who wrote and signed it. */
  signedBy: { name: string; role: string } | null;
  /** Corrections of this part, oldest first. */
  addenda: RecordAddendum[];
  /** A client's questionnaire: the terms and privacy policy agreed (version and hash). */
  documents?: AgreedDocument[];
  /** A staff section: the safety warnings its signer went ahead despite (decision 027). */
  acknowledgements?: RecordAcknowledgement[];
}

export interface RecordAcknowledgement {
  /** Rule id of the forms engine's safety rules (`safety.rules.<id>.title`). */
  rule: string;
  /** The product of a product line, or null. */
  subject: string | null;
  severity: 'contraindicated' | 'caution';
  reason: string;
  staffName: string;
  acknowledgedAt: string;
}

export interface RecordAddendum {
  staffName: string;
  staffRole: string;
  reason: string;
  text: string;
  createdAt: string;
}

export interface AuditFacts {
  submitted: { at: string; by: string };
  /** The address the client signed from, as the server saw it. */
  signerIp: string | null;
  identity: { at: string; by: string | null; method: string; document: string | null } | null;
  clearance: { at: string; by: string; decision: 'cleared' | 'not_cleared' } | null;
  treatment: { at: string; by: string } | null;
  /** Which text of the consent the client was shown: template id and version. */
  consentTextVersion: string;
}
