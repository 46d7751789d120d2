import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActions,
  passwordLogin,
  seedStaff,
  signedIn,
  type SignedIn,
} from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedStaff(ctx.database.db, {
    email: 'admin@clinic.test',
    role: 'admin',
    name: 'Alice Admin',
  });
  admin = signedIn(await passwordLogin(ctx.app, 'admin@clinic.test', 'clinic-pass-42'));
});
afterAll(async () => {
  await ctx.close();
});

const newNurse = {
  name: 'Nora Nurse',
  email: 'Nora@Clinic.test',
  country: 'GB',
  mobile: '07400 111222',
  role: 'nurse',
  password: 'bandages-and-9',
};

const create = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload });
const patch = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/staff/${id}`, headers, payload });

describe('staff administration', () => {
  let noraId: string;

  it('creates staff with E.164 mobile and lists them', async () => {
    const created = await create(admin.headers, newNurse);
    expect(created.json().data).toMatchObject({
      name: 'Nora Nurse',
      email: 'nora@clinic.test',
      mobile: '+447400111222',
      role: 'nurse',
      active: true,
    });
    noraId = created.json().data.id;
    const list = await ctx.app.inject({ url: '/api/admin/staff', headers: admin.headers });
    expect(list.json().data.staff.map((s: { email: string }) => s.email)).toEqual([
      'admin@clinic.test',
      'nora@clinic.test',
    ]);
    expect(await auditActions(ctx.database.db, 'staff.create')).toHaveLength(1);
  });

  it('refuses a duplicate email and a common password', async () => {
    const duplicate = await create(admin.headers, { ...newNurse, mobile: undefined });
    expect(duplicate.json()).toMatchObject({ code: 40900, message: 'staff.emailInUse' });
    const common = await create(admin.headers, {
      ...newNurse,
      email: 'other@clinic.test',
      mobile: undefined,
      password: 'qwerty123',
    });
    expect(common.json().data.fields).toEqual([
      { path: 'password', message: 'auth.commonPassword' },
    ]);
  });

  it('is for admins only', async () => {
    const nora = signedIn(await passwordLogin(ctx.app, 'nora@clinic.test', newNurse.password));
    const response = await ctx.app.inject({ url: '/api/admin/staff', headers: nora.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 40300, message: 'errors.forbidden' });
    expect(await auditActions(ctx.database.db, 'auth.forbidden', 'denied')).toHaveLength(1);
  });

  it('needs the CSRF header for changes', async () => {
    const response = await patch({ cookie: admin.headers.cookie! }, noraId, {
      role: 'practitioner',
    });
    expect(response.json().code).toBe(40301);
  });

  it('changes a role; the new role applies to the live session at once', async () => {
    const nora = signedIn(await passwordLogin(ctx.app, 'nora@clinic.test', newNurse.password));
    const changed = await patch(admin.headers, noraId, { role: 'admin' });
    expect(changed.json().data.role).toBe('admin');
    const list = await ctx.app.inject({ url: '/api/admin/staff', headers: nora.headers });
    expect(list.statusCode).toBe(200);
    await patch(admin.headers, noraId, { role: 'nurse' });
    expect(
      (await ctx.app.inject({ url: '/api/admin/staff', headers: nora.headers })).statusCode,
    ).toBe(403);
  });

  it('deactivating ends their sessions at once and stops sign-in', async () => {
    const nora = signedIn(await passwordLogin(ctx.app, 'nora@clinic.test', newNurse.password));
    const before = await ctx.app.inject({ url: '/api/session', headers: nora.headers });
    expect(before.json().data.authenticated).toBe(true);
    const response = await patch(admin.headers, noraId, { active: false });
    expect(response.json().data.active).toBe(false);
    const denied = await ctx.app.inject({ url: '/api/admin/staff', headers: nora.headers });
    expect(denied.json()).toMatchObject({ code: 40101, message: 'errors.sessionExpired' });
    const after = await ctx.app.inject({ url: '/api/session', headers: nora.headers });
    expect(after.json().data).toMatchObject({ authenticated: false, expired: true });
    const attempt = await passwordLogin(ctx.app, 'nora@clinic.test', newNurse.password);
    expect(attempt.json().message).toBe('auth.wrongAccountOrPassword');
    const [event] = await auditActions(ctx.database.db, 'staff.update');
    expect(event).toBeDefined();
  });

  it('keeps the last active admin', async () => {
    const me = await ctx.app.inject({ url: '/api/session', headers: admin.headers });
    const id = me.json().data.user.id as string;
    expect((await patch(admin.headers, id, { active: false })).json().message).toBe(
      'staff.lastAdmin',
    );
    expect((await patch(admin.headers, id, { role: 'nurse' })).json().message).toBe(
      'staff.lastAdmin',
    );
  });

  it('answers 404 for an unknown id', async () => {
    const response = await patch(admin.headers, '00000000-0000-4000-8000-000000000000', {
      active: false,
    });
    expect(response.json()).toMatchObject({ code: 40400, message: 'staff.notFound' });
  });
});
