import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../test-support/accounts';
import { staffAt, type StaffMember } from '../test-support/day-visits';
import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;
let admin: StaffMember;
let nurse: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffAt(t.app, t.database.db, 'admin', []);
  nurse = await staffAt(t.app, t.database.db, 'nurse', ['london']);
});
afterAll(() => t.close());

const url = (id: string) => `/api/admin/staff/${id}/stores`;
const put = (who: StaffMember, id: string, store_codes: unknown) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: who.headers, payload: { store_codes } });

describe('GET/PUT /api/admin/staff/:staff_id/stores', () => {
  it('an admin reads and replaces where a member works, audited', async () => {
    const read = await t.app.inject({ method: 'GET', url: url(nurse.id), headers: admin.headers });
    expect(read.json().data).toEqual({ staff_id: nurse.id, store_codes: ['london'] });

    const changed = await put(admin, nurse.id, ['xwP5X', 'de', 'xwP5X']);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ staff_id: nurse.id, store_codes: ['de', 'xwP5X'] });
    const [audit] = await auditActions(t.database.db, 'staff.stores.update');
    expect(audit).toMatchObject({ actorId: admin.id, entityId: nurse.id });
    expect(audit?.data).toEqual({ store_codes: [['london'], ['de', 'xwP5X']] });

    // The day view follows at once.
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/visits/day',
      headers: nurse.headers,
    });
    expect(
      day
        .json()
        .data.stores.map((s: { code: string }) => s.code)
        .sort(),
    ).toEqual(['de', 'xwP5X']);
    expect((await put(admin, nurse.id, [])).json().data.store_codes).toEqual([]);
  });

  it('names each unknown store code by its position', async () => {
    const response = await put(admin, nurse.id, ['london', 'atlantis', 'nowhere']);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'store_codes.1', message: 'staff.unknownStore' },
      { path: 'store_codes.2', message: 'staff.unknownStore' },
    ]);
  });

  it('answers 404 for an unknown member and 403 for anyone but an admin', async () => {
    const unknown = await put(admin, crypto.randomUUID(), ['london']);
    expect(unknown.statusCode).toBe(404);
    expect((await put(nurse, nurse.id, ['london'])).statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: url(nurse.id), headers: nurse.headers });
    expect(read.statusCode).toBe(403);
  });
});
