import type { RecordSubmissionDto } from '../../../shared/api/visits';
import { getTemplate } from '../../../shared/forms';
import { formsTranslator } from '../pdf/forms-texts';
import { refTo, stableId, SYSTEM, type FhirResource } from './fhir-base';
import { medicationAdministrations } from './medications';
import { consentOf, patientOf, type ConsentFacts, type PatientFacts } from './patient-consent';
import { flagsOf, provenanceOf } from './provenance-flags';
import { questionnaireOf } from './questionnaire';
import { questionnaireResponseOf } from './questionnaire-response';
import { vitalObservations } from './vitals';

/** Everything one visit's Bundle is made from, already read from the database. */
export interface VisitFacts {
  appointment: { id: string; number: string; brand: string; timezone: string };
  client: PatientFacts;
  /** Signed records of the visit, any order. */
  records: RecordSubmissionDto[];
  consents: ConsentFacts[];
  now: Date;
}

/**
 * One visit as a FHIR R4 Bundle of type `collection` (a `document` would need a Composition
 * written for a reader; the PDF is that document): the Patient, one Questionnaire per template
 * version and one QuestionnaireResponse per signed record, the Consents, the vitals, the
 * products given, a Provenance per signed record and the screening Flags.
 */
export function visitBundle(facts: VisitFacts): FhirResource {
  const patient = patientOf(facts.client);
  const resources: FhirResource[] = [patient];
  const questionnaires = new Map<string, FhirResource>();
  // Oldest first: the client's questionnaire, then the practitioner, then the nurse.
  const records = [...facts.records].sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
  for (const record of records) {
    const template = getTemplate(record.template_id, record.version);
    if (!template) continue;
    const key = `${template.id}|${template.version}`;
    if (!questionnaires.has(key)) {
      const questionnaire = questionnaireOf(template);
      questionnaires.set(key, questionnaire);
      resources.push(questionnaire);
    }
    const staff = record.signed_by;
    const author = staff ? { display: `${staff.name} (${staff.role})` } : refTo(patient);
    const response = questionnaireResponseOf(record.submission_id, template, record.answers, {
      patient,
      questionnaire: questionnaires.get(key)!,
      authored: record.submitted_at,
      author,
    });
    resources.push(response);
    const context = { patient, response };
    if (!staff) {
      for (const consent of facts.consents.filter((c) => c.submissionId === record.submission_id))
        resources.push(
          consentOf(consent, { ...context, brand: facts.appointment.brand, now: facts.now }),
        );
      const t = formsTranslator('en', template.brand);
      resources.push(...flagsOf(record, { ...context, label: (id) => t(`flags.${id}`) }));
    }
    if (template.kind === 'medical') {
      const performer = staff?.name ?? '';
      resources.push(
        ...vitalObservations(template, record.answers, {
          ...context,
          timezone: facts.appointment.timezone,
          signedAt: record.submitted_at,
          performer,
        }),
        ...medicationAdministrations(template, record.answers, {
          ...context,
          effective: record.submitted_at,
          performer,
        }),
      );
    }
    resources.push(provenanceOf(record, context));
  }
  return {
    resourceType: 'Bundle',
    id: stableId(facts.appointment.id, 'bundle', ...records.map((r) => r.content_sha256)),
    identifier: { system: SYSTEM.appointment, value: facts.appointment.number },
    type: 'collection',
    timestamp: facts.now.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}
