import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../test-support/accounts';
import { attachImage, gradientPng, uploadAs } from '../test-support/attachments';
import { craftPdf } from '../test-support/crafted-files';
import { seedSignedInClient } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt, visitCall, type StaffMember } from '../test-support/visits';

// Staff attach photos and scans to a visit through the spec's upload calls; only staff of the
// visit's store may attach, list or open them.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let elsewhere: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  elsewhere = await staffAt(t.app, t.database.db, 'practitioner', ['capetown']);
});
afterAll(() => t.close());

const visit = async () => (await seedClientWithAppointment(t.database.db)).appointment.id;
const list = (auth: StaffMember['auth'] | undefined, id: string) =>
  visitCall(t.app, auth, 'GET', `/api/visits/${id}/attachments`);

describe('visit attachments', () => {
  it('stores a photo with a JPEG thumbnail of at most 240 px and lists it', async () => {
    const appointmentId = await visit();
    const photo = gradientPng(800, 500);
    const response = await attachImage(t.app, nurse.auth, appointmentId, photo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, status: 1 });
    const uploadId = response.json().data.uploads[0].upload_id as string;

    const listed = await list(nurse.auth, appointmentId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.attachments).toEqual([
      {
        id: uploadId,
        kind: 'id_document',
        content_type: 'image/png',
        size: expect.any(Number),
        created_at: expect.any(String),
        uploaded_by: nurse.name,
        has_thumbnail: true,
      },
    ]);

    const base = `/api/visits/${appointmentId}/attachments/${uploadId}`;
    const thumbnail = await visitCall(t.app, nurse.auth, 'GET', `${base}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    const preview = jpeg.decode(thumbnail.rawPayload);
    expect(Math.max(preview.width, preview.height)).toBe(240);
    expect(preview.height).toBe(150);

    const file = await visitCall(t.app, nurse.auth, 'GET', `${base}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="id_document-${uploadId.slice(0, 8)}.png"`,
    );
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await auditActions(t.database.db, 'visits.attachment.read', 'success')).length).toBe(2);
    const created = await auditActions(t.database.db, 'forms.upload.create');
    expect(created.at(-1)?.data).toMatchObject({
      appointment_id: appointmentId,
      kind: 'id_document',
    });
  });

  it('stores a PDF without a thumbnail', async () => {
    const appointmentId = await visit();
    const response = await uploadAs(t.app, nurse.auth, '/api/mform/upload_medicalform_pdf', [
      { name: 'appointment_id', value: appointmentId },
      { name: 'kind', value: 'lab_result' },
      { name: 'file', value: await craftPdf(), filename: 'lab.pdf' },
    ]);
    expect(response.json(), response.body).toMatchObject({ status: 1 });
    const [item] = (await list(nurse.auth, appointmentId)).json().data.attachments;
    expect(item).toMatchObject({ kind: 'lab_result', content_type: 'application/pdf' });
    expect(item.has_thumbnail).toBe(false);
    const base = `/api/visits/${appointmentId}/attachments/${item.id}`;
    const thumbnail = await visitCall(t.app, nurse.auth, 'GET', `${base}/thumbnail`);
    expect(thumbnail.statusCode).toBe(404);
    expect(thumbnail.json().message).toBe('attachments.notFound');
    const file = await visitCall(t.app, nurse.auth, 'GET', `${base}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("refuses another store's staff and a client, and audits the refusals", async () => {
    const appointmentId = await visit();
    const stored = await attachImage(t.app, nurse.auth, appointmentId, gradientPng(20, 20));
    const uploadId = stored.json().data.uploads[0].upload_id as string;

    const foreign = await attachImage(t.app, elsewhere.auth, appointmentId, gradientPng(20, 20));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('visits.storeNotYours');
    expect((await list(elsewhere.auth, appointmentId)).statusCode).toBe(403);
    const foreignFile = await visitCall(
      t.app,
      elsewhere.auth,
      'GET',
      `/api/visits/${appointmentId}/attachments/${uploadId}/file`,
    );
    expect(foreignFile.statusCode).toBe(403);
    expect(await auditActions(t.database.db, 'visits.attachment.create', 'denied')).toHaveLength(1);

    const client = await seedSignedInClient(t.app, t.database.db, 'attach@example.test');
    const byClient = await attachImage(t.app, client.auth, appointmentId, gradientPng(20, 20));
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe('visits.roleNotAllowed');
    expect((await list(client.auth, appointmentId)).statusCode).toBe(403);
    expect((await list(undefined, appointmentId)).statusCode).toBe(401);
    // Nothing was stored by the refused calls.
    expect((await list(nurse.auth, appointmentId)).json().data.attachments).toHaveLength(1);
  });

  it("keeps another visit's upload out of reach", async () => {
    const [first, second] = [await visit(), await visit()];
    const stored = await attachImage(t.app, nurse.auth, first, gradientPng(20, 20));
    const uploadId = stored.json().data.uploads[0].upload_id as string;
    const path = `/api/visits/${second}/attachments/${uploadId}/file`;
    const response = await visitCall(t.app, nurse.auth, 'GET', path);
    expect(response.statusCode).toBe(404);
    const failures = await auditActions(t.database.db, 'visits.attachment.read', 'failure');
    expect(failures.at(-1)).toMatchObject({ entityId: second, data: { upload_id: uploadId } });
  });

  it('answers bad input with 400 and the field, never 500', async () => {
    const appointmentId = await visit();
    const badKind = await attachImage(t.app, nurse.auth, appointmentId, gradientPng(4, 4), 'x');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().data.fields).toEqual([
      { path: 'kind', message: 'validation.invalidFormat' },
    ]);
    const noVisit = await uploadAs(t.app, nurse.auth, '/api/mform/upload_medicalform_image', [
      { name: 'kind', value: 'other' },
      { name: 'base64_img[]', value: gradientPng(4, 4).toString('base64') },
    ]);
    expect(noVisit.json().data.fields).toEqual([
      { path: 'appointment_id', message: 'validation.required' },
    ]);
    const dashes = '-'.repeat(36);
    const badId = await attachImage(t.app, nurse.auth, dashes, gradientPng(4, 4));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().data.fields[0].path).toBe('appointment_id');
    expect((await list(nurse.auth, dashes)).statusCode).toBe(400);
    const badUpload = await visitCall(
      t.app,
      nurse.auth,
      'GET',
      `/api/visits/${appointmentId}/attachments/not-a-uuid/thumbnail`,
    );
    expect(badUpload.statusCode).toBe(400);
    expect(badUpload.json().data.fields).toEqual([
      { path: 'upload_id', message: 'validation.invalidFormat' },
    ]);
    const withSubmission = await uploadAs(t.app, nurse.auth, '/api/mform/upload_medicalform_pdf', [
      { name: 'appointment_id', value: appointmentId },
      { name: 'submission_id', value: appointmentId },
      { name: 'file', value: await craftPdf(), filename: 'x.pdf' },
    ]);
    expect(withSubmission.json().data.fields).toEqual([
      { path: 'submission_id', message: 'validation.unknownField' },
    ]);
    const notImage = await uploadAs(t.app, nurse.auth, '/api/mform/upload_medicalform_image', [
      { name: 'appointment_id', value: appointmentId },
      { name: 'base64_img[]', value: Buffer.from('not an image').toString('base64') },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().status).toBeUndefined();
  });
});
