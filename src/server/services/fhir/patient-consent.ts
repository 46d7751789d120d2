import type { AgreedDocumentDto } from '../../../shared/api/legal-documents';
import { refTo, SYSTEM, type FhirResource } from './fhir-base';

/** The client as a FHIR Patient, and each consent the visit's questionnaire gave as a Consent. */

export interface PatientFacts {
  id: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  gp: { name: string; email: string } | null;
}

/** FHIR's administrative gender is four codes; our finer list keeps its value in the text. */
function administrativeGender(gender: string | null): string {
  if (gender === 'male' || gender === 'trans_female_to_male') return 'male';
  if (gender === 'female' || gender === 'trans_male_to_female') return 'female';
  if (gender === null || gender === 'prefer_not_to_say') return 'unknown';
  return 'other';
}

export function patientOf(client: PatientFacts): FhirResource {
  return {
    resourceType: 'Patient',
    id: client.id,
    identifier: [{ system: SYSTEM.client, value: client.id }],
    name: [
      {
        use: 'official',
        family: client.lastName,
        given: [client.firstName],
        text: `${client.firstName} ${client.lastName}`,
      },
    ],
    gender: administrativeGender(client.gender),
    ...(client.dateOfBirth ? { birthDate: client.dateOfBirth } : {}),
    ...(client.gp
      ? {
          generalPractitioner: [
            {
              display: client.gp.name,
              identifier: { system: 'urn:ietf:rfc:3986', value: `mailto:${client.gp.email}` },
            },
          ],
        }
      : {}),
  };
}

export interface ConsentFacts {
  id: string;
  /** The questionnaire that gave it. */
  submissionId: string;
  kind: 'treatment' | 'privacy';
  grantedAt: string;
  expiresAt: string;
  /** The terms or privacy policy agreed with it: version and SHA-256 of the text shown. */
  documents: AgreedDocumentDto[];
}

const SCOPES = {
  treatment: { code: 'treatment', display: 'Treatment' },
  privacy: { code: 'patient-privacy', display: 'Privacy Consent' },
} as const;

export function consentOf(
  consent: ConsentFacts,
  context: { patient: FhirResource; response: FhirResource; brand: string; now: Date },
): FhirResource {
  const wanted = consent.kind === 'treatment' ? 'terms' : 'privacy';
  const policies = consent.documents.filter((d) => d.kind === wanted);
  return {
    resourceType: 'Consent',
    id: consent.id,
    status: new Date(consent.expiresAt) > context.now ? 'active' : 'inactive',
    scope: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/consentscope', ...SCOPES[consent.kind] },
      ],
    },
    category: [
      { coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Consent Document' }] },
    ],
    patient: refTo(context.patient),
    dateTime: consent.grantedAt,
    sourceReference: refTo(context.response),
    policy: policies.map((d) => ({
      // The version is part of the policy's name; the hash proves which text was shown.
      uri: `urn:clinic-intake:legal:${context.brand}:${d.kind}:${d.version}`,
      extension: [{ url: SYSTEM.documentSha256, valueString: d.sha256 }],
    })),
    // R4 wants a policy or a rule (ppc-1): a record signed before versioned documents has none.
    ...(policies.length
      ? {}
      : { policyRule: { text: 'The consent form signed in Clinic Intake' } }),
    provision: {
      type: 'permit',
      period: { start: consent.grantedAt, end: consent.expiresAt },
    },
  };
}
