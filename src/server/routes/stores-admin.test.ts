import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreAdminDto } from '../../shared/api/stores';
import { stores } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { staffAt, type StaffMember } from '../test-support/day-visits';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let db: TestContext['database']['db'];
let admin: StaffMember;
let nurse: StaffMember;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  admin = await staffAt(ctx.app, db, 'admin', []);
  nurse = await staffAt(ctx.app, db, 'nurse', ['london', 'bb']);
});
afterAll(async () => {
  await ctx.close();
});

async function adminStores(): Promise<StoreAdminDto[]> {
  const response = await ctx.app.inject({ url: '/api/admin/stores', headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.stores as StoreAdminDto[];
}

const storeOf = async (code: string) => (await adminStores()).find((s) => s.code === code)!;

/** The editable part of a store, as the admin screen sends it back. */
function editable(store: StoreAdminDto) {
  const { code: _code, brand: _brand, active: _active, updated_at: _at, ...rest } = store;
  return { ...rest, phone: rest.phone ?? '' };
}

const put = (code: string, payload: object, headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/stores/${code}`, payload, headers });

describe('stores run from the admin screen', () => {
  it('seeds sensible operating details (London: English, GB, Europe/London, 4 chairs)', async () => {
    expect(await storeOf('london')).toMatchObject({
      name: 'London',
      language: 'en',
      country: 'GB',
      timezone: 'Europe/London',
      chairs: 4,
      online_booking: true,
      opening_hours: {
        sun: { open: '11:00', close: '17:00' },
        mon: { open: '09:00', close: '19:00' },
      },
      services: expect.arrayContaining([{ id: 'iv_drip', duration_minutes: 60 }]),
    });
    expect(await storeOf('de')).toMatchObject({ language: 'de', country: 'DE' });
    expect(await storeOf('xwP5X')).toMatchObject({ country: 'US', timezone: 'America/New_York' });
  });

  it('renames a placeholder store, audited with what changed, and lists it for booking', async () => {
    const before = await storeOf('2EK0L');
    expect(before.name).toBe('Clinic 2EK0L');
    const response = await put('2EK0L', {
      ...editable(before),
      name: '  Camden  ',
      address: '12 Camden High Street, London NW1',
      phone: '020 7946 0000',
      chairs: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      code: '2EK0L',
      name: 'Camden',
      phone: '+442079460000',
      chairs: 3,
    });
    const [audit] = (await auditActions(db, 'store.update')).filter((a) => a.entityId === '2EK0L');
    expect(audit).toMatchObject({ actorType: 'staff', actorId: admin.id, outcome: 'success' });
    expect(audit?.data).toEqual({
      changes: {
        name: ['Clinic 2EK0L', 'Camden'],
        address: ['', '12 Camden High Street, London NW1'],
        phone: [null, '+442079460000'],
        chairs: [2, 3],
      },
    });
    const options = (await ctx.app.inject({ url: '/api/booking/options' })).json().data;
    expect(options.stores.find((s: { code: string }) => s.code === '2EK0L')).toMatchObject({
      name: 'Camden',
      listed: true,
      address: '12 Camden High Street, London NW1',
    });
  });

  it('changes hours, services and language; the catalogue stays as it was', async () => {
    const before = await storeOf('bb');
    const response = await put('bb', {
      ...editable(before),
      language: 'fr',
      country: 'FR',
      timezone: 'Europe/Paris',
      opening_hours: { ...before.opening_hours, sat: null, sun: { open: '10:00', close: '14:30' } },
      services: [{ id: 'iv_drip', duration_minutes: 45 }],
      online_booking: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await db.select().from(stores).where(eq(stores.code, 'bb'));
    expect(row).toMatchObject({
      brand: 'ivclinic',
      language: 'fr',
      country: 'FR',
      timezone: 'Europe/Paris',
      onlineBooking: false,
      services: [{ id: 'iv_drip', duration_minutes: 45 }],
    });
    expect(row?.openingHours.sat).toBeNull();
    const entry = await ctx.app.inject({ url: '/api/stores/bb/forms/latest' });
    expect(entry.json().data).toMatchObject({ store_code: 'bb', version: '20240926' });
  });

  it('refuses anyone but an admin, audited, and changes nothing', async () => {
    const before = await storeOf('london');
    const asNurse = await put('london', { ...editable(before), chairs: 9 }, nurse.headers);
    expect(asNurse.statusCode).toBe(403);
    const denied = (await auditActions(db, 'auth.forbidden', 'denied')).filter(
      (a) => a.actorId === nurse.id,
    );
    expect(denied.map((a) => a.entityId)).toContain('/api/admin/stores/:store_code');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/stores/london',
      payload: { ...editable(before), chairs: 9 },
    });
    expect(anonymous.statusCode).toBe(401);
    const list = await ctx.app.inject({ url: '/api/admin/stores', headers: nurse.headers });
    expect(list.statusCode).toBe(403);
    expect((await storeOf('london')).chairs).toBe(4);
  });

  it('refuses bad input with the field named, and keeps the store as it was', async () => {
    const before = await storeOf('london');
    const base = editable(before);
    const refusals: [object, { path: string; message: string }][] = [
      [{ chairs: 0 }, { path: 'chairs', message: 'stores.chairsRange' }],
      [{ chairs: 500 }, { path: 'chairs', message: 'stores.chairsRange' }],
      [{ chairs: 2.5 }, { path: 'chairs', message: 'stores.chairsRange' }],
      [
        { opening_hours: { ...base.opening_hours, mon: { open: '18:00', close: '09:00' } } },
        { path: 'opening_hours.mon.close', message: 'stores.closesBeforeOpening' },
      ],
      [
        { opening_hours: { ...base.opening_hours, tue: { open: '9am', close: '17:00' } } },
        { path: 'opening_hours.tue.open', message: 'stores.timeFormat' },
      ],
      [{ timezone: 'Mars/Olympus_Mons' }, { path: 'timezone', message: 'stores.unknownTimeZone' }],
      [{ timezone: '+01:00' }, { path: 'timezone', message: 'stores.unknownTimeZone' }],
      [{ language: 'xx' }, { path: 'language', message: 'stores.unknownLanguage' }],
      [{ country: 'ZZ' }, { path: 'country', message: 'validation.invalidCountry' }],
      [{ phone: '12' }, { path: 'phone', message: 'stores.invalidPhone' }],
      [{ name: '   ' }, { path: 'name', message: 'validation.required' }],
      [
        { services: [{ id: 'iv_drip', duration_minutes: 0 }] },
        { path: 'services.0.duration_minutes', message: 'stores.durationRange' },
      ],
      [
        { services: [{ id: 'massage', duration_minutes: 30 }] },
        { path: 'services.0.id', message: 'stores.unknownService' },
      ],
      [
        {
          services: [
            { id: 'iv_drip', duration_minutes: 30 },
            { id: 'iv_drip', duration_minutes: 60 },
          ],
        },
        { path: 'services.1.id', message: 'stores.duplicateService' },
      ],
      [
        { services: [], online_booking: true },
        { path: 'services', message: 'stores.noServices' },
      ],
    ];
    for (const [patch, field] of refusals) {
      const response = await put('london', { ...base, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().data.fields, JSON.stringify(patch)).toContainEqual(field);
    }
    const unknown = await put('nowhere', base);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('stores.notFound');
    expect(await storeOf('london')).toEqual(before);
  });

  it('tells staff their own stores, first by name: what their screens start from', async () => {
    const mine = await ctx.app.inject({ url: '/api/stores/mine', headers: nurse.headers });
    expect(mine.json().data.stores.map((s: { code: string }) => s.code)).toEqual(['bb', 'london']);
    expect(mine.json().data.stores[1]).toEqual({
      code: 'london',
      name: 'London',
      brand: 'ivclinic',
      timezone: 'Europe/London',
      language: 'en',
      country: 'GB',
    });
    // An admin works at no store until given one.
    const own = await ctx.app.inject({ url: '/api/stores/mine', headers: admin.headers });
    expect(own.json().data.stores).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/stores/mine' })).statusCode).toBe(401);
  });
});
