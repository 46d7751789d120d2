import type { RecordSubmissionDto } from '../../../shared/api/visits';
import { refTo, stableId, SYSTEM, type FhirResource } from './fhir-base';

/**
 * Who signed what, and what the record proves: one Provenance per signed record, targeting its
 * QuestionnaireResponse, with each signature image (ASTM E1762 signature types) and the
 * record's content hash (the SHA-256 the database, the PDF and the review screen show).
 * Screening flags become Flags.
 */

const SIGNATURE_TYPE = 'urn:iso-astm:E1762-95:2013';
const AUTHOR = {
  system: SIGNATURE_TYPE,
  code: '1.2.840.10065.1.12.1.1',
  display: "Author's Signature",
};
const CONSENT = {
  system: SIGNATURE_TYPE,
  code: '1.2.840.10065.1.12.1.7',
  display: 'Consent Signature',
};
const AGENT_TYPE = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';

export function provenanceOf(
  record: RecordSubmissionDto,
  context: { patient: FhirResource; response: FhirResource },
): FhirResource {
  const staff = record.signed_by;
  const who = staff
    ? { display: `${staff.name} (${staff.role})` }
    : refTo(context.patient, String((context.patient.name as { text: string }[])[0]?.text ?? ''));
  return {
    resourceType: 'Provenance',
    id: stableId(record.submission_id, 'provenance'),
    target: [refTo(context.response)],
    recorded: record.submitted_at,
    activity: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/v3-DataOperation',
          code: 'CREATE',
          display: 'create',
        },
      ],
    },
    agent: [
      {
        type: { coding: [{ system: AGENT_TYPE, code: 'author', display: 'Author' }] },
        who,
      },
    ],
    entity: [
      {
        role: 'source',
        what: {
          identifier: { system: SYSTEM.contentSha256, value: record.content_sha256 },
          display: 'SHA-256 of the signed record (answers and the consent text shown)',
        },
      },
    ],
    signature: record.signatures.map((s) => ({
      type: [staff ? AUTHOR : CONSENT],
      when: s.signed_at,
      who: staff ? who : refTo(context.patient, s.signer_name || undefined),
      sigFormat: 'image/png',
      data: s.png_data_url.slice(s.png_data_url.indexOf(',') + 1),
    })),
  };
}

export function flagsOf(
  record: RecordSubmissionDto,
  context: { patient: FhirResource; response: FhirResource; label: (id: string) => string },
): FhirResource[] {
  return record.flags.map((flag) => ({
    resourceType: 'Flag',
    id: stableId(record.submission_id, 'flag', flag.id),
    status: 'active',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/flag-category',
            code: 'clinical',
            display: 'Clinical',
          },
        ],
      },
    ],
    code: {
      coding: [{ system: SYSTEM.flag, code: flag.id, display: context.label(flag.id) }],
      text: context.label(flag.id),
    },
    subject: refTo(context.patient),
    period: { start: record.submitted_at },
  }));
}
