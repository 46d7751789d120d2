import { getTemplate } from '../../shared/forms';
import { PNG_BASE64, validSubmitBody } from './forms';
import { staffSectionBody } from './visits';

/** The ids of one visit's records that the cross-store test asks for. */
export interface RecordIds {
  client: string;
  appointment: string;
  /** The client's signed questionnaire. */
  questionnaire: string;
  /** The practitioner's signed record (for addenda). */
  record: string;
  upload: string;
  link: string;
}

export interface SampleRequest {
  query?: Record<string, string>;
  body?: object;
  /** Multipart fields, for the upload calls. */
  parts?: { name: string; value: string | Buffer; filename?: string }[];
  /** Overrides the id used for a `{submission_id}` path parameter. */
  submission?: 'questionnaire' | 'record';
}

const mfUk = getTemplate('mfUk')!;
const image = `data:image/png;base64,${PNG_BASE64}`;
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const setup = (ids: RecordIds): SampleRequest[] => [
  { body: { client_id: ids.client, appointment_id: ids.appointment, store_code: 'london' } },
  { body: { client_id: ids.client, store_code: 'london' } },
];

const uploads = (file: 'image' | 'pdf') => (ids: RecordIds) => {
  const content =
    file === 'pdf'
      ? { name: 'file', value: tinyPdf, filename: 'scan.pdf' }
      : { name: 'base64_img[]', value: image };
  return [
    { parts: [{ name: 'appointment_id', value: ids.appointment }, content] },
    { parts: [{ name: 'submission_id', value: ids.questionnaire }, content] },
    { parts: [{ name: 'client_id', value: ids.client }, content] },
  ];
};

/**
 * One or more well-formed requests for every operation that takes a record id, so that what
 * refuses them is the access rule and never input validation. A new operation with a record id
 * and no entry here fails the cross-store test, which names it.
 */
export const RECORD_SAMPLES: Record<string, (ids: RecordIds) => SampleRequest[]> = {
  'POST /api/admin/setup_medical_form_v2': setup,
  'POST /api/mform/setup_medical_form': setup,
  'POST /api/mform/setup_medical_form_v2': setup,
  'POST /api/mform/setup_first_medical_form': setup,
  'POST /api/appointments/{id}/invite-member': () => [{ body: { language: 'en' } }],
  'POST /api/appointments/{id}/send-form-link': () => [{ body: { channel: 'email' } }],
  'POST /api/appointments/{id}/transition': () => [{ body: { event: 'cancel' } }],
  'PUT /api/forms/drafts': (ids) => [
    {
      body: {
        template_id: mfUk.id,
        version: mfUk.version,
        store_code: 'london',
        locale: 'en',
        answers: {},
        appointment_id: ids.appointment,
      },
    },
  ],
  'GET /api/forms/known-details': (ids) => [{ query: { appointment_id: ids.appointment } }],
  'GET /api/forms/reconsent': (ids): SampleRequest[] => [
    { query: { appointment_id: ids.appointment } },
    { query: { client_id: ids.client } },
  ],
  'GET /api/forms/submissions': (ids) => [{ query: { client_id: ids.client } }],
  'POST /api/forms/submissions': (ids) => [
    { body: validSubmitBody('mfUk', { appointment_id: ids.appointment }) },
    { body: validSubmitBody('mfUk', { client_id: ids.client }) },
  ],
  'GET /api/forms/submissions/{id}/pdf': () => [{}],
  'GET /api/forms/submissions/{submission_id}': () => [
    { submission: 'questionnaire' },
    { submission: 'record' },
  ],
  'POST /api/mform/add_brief_medical_form': (ids) => [
    { body: validSubmitBody('simpleMf', { appointment_id: ids.appointment }) },
  ],
  'POST /api/mform/check_form_right': (ids) => [
    { body: { purpose: 'mf', appointment_id: ids.appointment } },
    { body: { purpose: 'rf', client_id: ids.client } },
  ],
  'POST /api/mform/upload_medicalform_image': uploads('image'),
  'POST /api/mform/upload_reconsentform_image': (ids) =>
    uploads('image')(ids).filter((sample) => sample.parts[0]!.name !== 'appointment_id'),
  'POST /api/mform/upload_medicalform_pdf': uploads('pdf'),
  'POST /api/verification/in-person': (ids) => [
    { body: { clientId: ids.client, appointmentId: ids.appointment, document: 'passport' } },
    { body: { clientId: ids.client, document: 'passport' } },
  ],
  'POST /api/verification/links': (ids) => [
    { body: { appointmentId: ids.appointment, purpose: 'verify' } },
  ],
  'POST /api/verification/links/revoke': (ids) => [{ body: { linkId: ids.link } }],
  'POST /api/visits/records/{submission_id}/addenda': () => [
    { submission: 'record', body: { reason: 'Typo', text: 'The dose was 500 mg.' } },
  ],
  'GET /api/visits/{appointment_id}': () => [{}],
  'GET /api/visits/{appointment_id}/attachments': () => [{}],
  'GET /api/visits/{appointment_id}/attachments/{upload_id}/file': () => [{}],
  'GET /api/visits/{appointment_id}/attachments/{upload_id}/thumbnail': () => [{}],
  'POST /api/visits/{appointment_id}/clearance': () => [
    { body: staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' }) },
  ],
  'GET /api/visits/{appointment_id}/record.pdf': () => [{}],
  'GET /api/visits/{appointment_id}/fhir': () => [{}],
  'GET /api/visits/{appointment_id}/gp-letter': () => [{}],
  'POST /api/visits/{appointment_id}/gp-letter': () => [
    { body: { gp_name: 'Dr Gail Practice', gp_email: 'surgery@gp.example' } },
  ],
  'PUT /api/visits/{appointment_id}/chair': () => [{ body: { chair: 1 } }],
  'POST /api/visits/{appointment_id}/treatment': () => [{ body: staffSectionBody('medicalUk') }],
  'PUT /api/visits/{appointment_id}/treatment/draft': () => [
    { body: { template_id: 'medicalUk', version: '20231027', answers: {} } },
  ],
};

/**
 * Operations that take a record id and are not a record access by design, each with why:
 * the cross-store test checks this list names only operations that exist.
 */
export const NOT_RECORD_ACCESS: Record<string, string> = {
  // The client info table: identity and contact, the same as a search hit, which stay
  // group-wide so the desk can find anyone. No answers, flags or staff sections.
  'GET /api/clients/{id}': 'identity (a search hit), group-wide',
  // The way an admin reaches a record outside their stores: tested on its own.
  'POST /api/access/break-glass': 'the break-glass request itself',
  // The audit log says who did what to a record, never what the record holds; reading it is
  // the group's governance (GDPR art. 15 answers), for admins only, itself audited
  // (routes/audit-view.test.ts refuses everyone else).
  'GET /api/admin/audit': 'the audit log, admins only, group-wide',
  'GET /api/admin/audit.csv': 'the audit log, admins only, group-wide',
  'GET /api/admin/clients/{client_id}/access-report.pdf': 'the audit log, admins only',
};

/** Operations whose record a member of staff never gets from any store. */
export const CLIENT_ONLY = new Set(['GET /api/forms/submissions/{id}/pdf']);
