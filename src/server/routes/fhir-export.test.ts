import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../test-support/accounts';
import { fhirProblems } from '../test-support/fhir-validator';
import { fullVisit } from '../test-support/full-visit';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

/**
 * The FHIR R4 export of a visit (decision 030): every resource of the Bundle, and the Bundle
 * itself, valid against the base R4 StructureDefinitions by Medplum's validator; the codes
 * and units a receiving system reads; the one access rule and the audit.
 */
/** JSON as the response gives it (the validator, not the type checker, checks its shape). */
type Json = ReturnType<typeof JSON.parse>;

interface Entry {
  fullUrl: string;
  resource: Json;
}

let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: testClock().now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
});
afterAll(() => t?.close());

const exportOf = (who: StaffMember, appointmentId: string) =>
  visitCall(t.app, who.auth, 'GET', `/api/visits/${appointmentId}/fhir`);

const ofType = (entries: Entry[], type: string) =>
  entries.map((e) => e.resource).filter((r) => r.resourceType === type);

describe('GET /api/visits/:appointment_id/fhir', () => {
  it('answers a full visit as a valid R4 Bundle with every part of the record', async () => {
    const visit = await fullVisit(t.app, t.database.db, { nurse, practitioner }, { client: 'yes' });
    const response = await exportOf(nurse, visit.appointment.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = response.json();
    // Decision 030 gives the size of a full visit's Bundle (about 70 KB: the signature images).
    expect(response.rawPayload.length).toBeLessThan(150_000);

    // The validator is no formality: a resource missing a required element fails it.
    expect(fhirProblems({ resourceType: 'Observation', code: { text: 'x' } })).toMatch(/status/);
    expect(fhirProblems(bundle)).toBeNull();
    const entries = bundle.entry as Entry[];
    const problems = entries.flatMap((e) => {
      const problem = fhirProblems(e.resource);
      return problem ? [`${e.resource.resourceType}/${e.resource.id}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    expect(bundle.type).toBe('collection');
    expect(entries.every((e) => e.fullUrl === `urn:uuid:${e.resource.id}`)).toBe(true);
    // Every reference inside the Bundle resolves to one of its entries.
    const urls = new Set(entries.map((e) => e.fullUrl));
    const references = [...JSON.stringify(bundle).matchAll(/"reference":"(urn:uuid:[^"]+)"/g)];
    expect(references.length).toBeGreaterThan(10);
    expect(references.map((m) => m[1]).filter((url) => !urls.has(url!))).toEqual([]);

    const record = await visitCall(t.app, nurse.auth, 'GET', `/api/visits/${visit.appointment.id}`);
    const { client, questionnaires: signedForms } = record.json().data;
    const [patient] = ofType(entries, 'Patient');
    expect(patient).toMatchObject({
      id: visit.client.id,
      name: [{ family: client.last_name, given: [client.first_name] }],
    });

    // One Questionnaire per template, linkIds the forms engine's ids.
    const questionnaires = ofType(entries, 'Questionnaire');
    expect(questionnaires.map((q) => q.url).sort()).toEqual([
      'urn:clinic-intake:template:medicalUk',
      'urn:clinic-intake:template:mfDetailUk',
      'urn:clinic-intake:template:mfUk',
    ]);
    const responses = ofType(entries, 'QuestionnaireResponse');
    expect(responses.map((r) => r.id)).toContain(visit.questionnaireId);
    const questionnaire = responses.find((r) => r.id === visit.questionnaireId)!;
    const items = questionnaire.item.flatMap((section: Json) => section.item);
    expect(items.find((i: Json) => i.linkId === 'alcohol_units_per_week').answer).toEqual([
      { valueInteger: 50 },
    ]);
    expect(
      items.find((i: Json) => i.linkId === 'gp_share_permission').answer[0].valueCoding.code,
    ).toBe('yes');

    const consents = ofType(entries, 'Consent');
    expect(consents.map((c) => c.scope.coding[0].code).sort()).toEqual([
      'patient-privacy',
      'treatment',
    ]);
    const treatmentConsent = consents.find((c) => c.scope.coding[0].code === 'treatment')!;
    expect(treatmentConsent.provision.period.start < treatmentConsent.provision.period.end).toBe(
      true,
    );
    expect(treatmentConsent.policy[0].uri).toMatch(/^urn:clinic-intake:legal:ivclinic:terms:\d+$/);
    expect(treatmentConsent.policy[0].extension[0].valueString).toMatch(/^[0-9a-f]{64}$/);

    const observations = ofType(entries, 'Observation');
    const reading = (code: string, note: string) =>
      observations.find((o) => o.code.coding[0].code === code && o.note[0].text.includes(note));
    expect(reading('8480-6', 'Before')?.valueQuantity).toEqual({
      value: 122,
      unit: 'mmHg',
      system: 'http://unitsofmeasure.org',
      code: 'mm[Hg]',
    });
    expect(reading('8480-6', 'After')?.valueQuantity.value).toBe(118);
    expect(reading('8462-4', 'After')?.valueQuantity.value).toBe(76);
    expect(reading('8867-4', 'Before')?.valueQuantity).toMatchObject({ value: 70, code: '/min' });
    expect(reading('59408-5', 'After')?.code.coding.map((c: Json) => c.code)).toEqual([
      '59408-5',
      '2708-6',
    ]);
    expect(reading('59408-5', 'After')?.valueQuantity).toMatchObject({ value: 99, code: '%' });
    expect(reading('8302-2', 'Before')?.valueQuantity).toMatchObject({ value: 172, code: 'cm' });
    expect(reading('29463-7', 'Before')?.valueQuantity).toMatchObject({ value: 70, code: 'kg' });
    expect(reading('39156-5', 'Before')?.valueQuantity).toMatchObject({
      value: 23.7,
      code: 'kg/m2',
    });
    expect(observations).toHaveLength(11);
    // The readings' times are the nurse's clock times at the store (London, winter: UTC).
    expect(reading('8480-6', 'Before')?.effectiveDateTime).toBe('2026-01-15T10:15:00.000Z');
    expect(reading('8480-6', 'After')?.effectiveDateTime).toBe('2026-01-15T11:05:00.000Z');

    const given = ofType(entries, 'MedicationAdministration');
    expect(
      given.map((m) => [
        m.contained[0].code.coding[0].code,
        m.dosage.dose.value,
        m.dosage.dose.code,
        m.dosage.route.coding[0].code,
        m.contained[0].batch.lotNumber,
      ]),
    ).toEqual([
      ['vitamin_c', 500, 'mg', '47625008', 'VC-2301'],
      ['vitamin_b12', 1000, 'ug', '78421000', 'B12/778'],
    ]);

    const provenances = ofType(entries, 'Provenance');
    expect(provenances).toHaveLength(3);
    const signed = signedForms[0];
    const clientProvenance = provenances.find(
      (p) => p.target[0].reference === `urn:uuid:${visit.questionnaireId}`,
    )!;
    expect(clientProvenance.entity[0].what.identifier.value).toBe(signed.content_sha256);
    expect(clientProvenance.signature.length).toBe(signed.signatures.length);
    expect(clientProvenance.signature[0]).toMatchObject({ sigFormat: 'image/png' });
    expect(clientProvenance.signature[0].data.length).toBeGreaterThan(20);

    const flags = ofType(entries, 'Flag');
    expect(flags.map((f) => f.code.coding[0].code)).toContain('heavy_drinking');

    const audited = await auditActions(t.database.db, 'visits.fhir.export', 'success');
    expect(audited.some((a) => a.actorId === nurse.id && a.entityId === visit.appointment.id)).toBe(
      true,
    );
    // Ids and counts only: no name, answer or code in the audit row.
    expect(JSON.stringify(audited.at(-1)!.data)).not.toContain(client.last_name);
  });

  it('refuses staff of another store (audited) and a client; a visit with nothing signed is 404', async () => {
    const visit = await visitWithQuestionnaire(t.app, t.database.db, nurse.auth);
    const outsider = await staffAt(t.app, t.database.db, 'practitioner', ['bb']);
    const refused = await exportOf(outsider, visit.appointment.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('visits.storeNotYours');
    const denied = await auditActions(t.database.db, 'visits.fhir.export', 'denied');
    expect(denied.some((a) => a.actorId === outsider.id)).toBe(true);
    const nobody = await visitCall(
      t.app,
      undefined,
      'GET',
      `/api/visits/${visit.appointment.id}/fhir`,
    );
    expect(nobody.statusCode).toBe(401);
    const unknown = await exportOf(nurse, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await exportOf(nurse, 'not-a-uuid');
    expect(bad.statusCode).toBe(404);
  });
});
