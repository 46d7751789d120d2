import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingOptionsDto } from '../../shared/api/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';

let production: TestContext;
let development: TestContext;

beforeAll(async () => {
  production = await createTestApp({ env: 'production' });
  development = await createTestApp({ env: 'development' });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

async function options(t: TestContext): Promise<BookingOptionsDto> {
  return (await t.app.inject({ url: '/api/booking/options' })).json().data as BookingOptionsDto;
}

describe('the stores public booking offers', () => {
  it('hides test and demo stores outside development, and refuses their slots', async () => {
    const codes = (await options(production)).stores.map((s) => s.code);
    expect(codes).toContain('london');
    expect(codes.filter((c) => /^test\d$|^democopy$/.test(c))).toEqual([]);
    const slots = await production.app.inject({
      url: '/api/booking/slots?store=test1&date=2030-01-02',
    });
    expect(slots.json()).toMatchObject({ code: 40400, message: 'booking.unknownStore' });
  });

  it('keeps them for trying the product out in development', async () => {
    const codes = (await options(development)).stores.map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['test1', 'test6', 'democopy']));
  });

  it('lists stores by their names, and gives each its country for phone numbers', async () => {
    const stores = (await options(production)).stores;
    const listed = stores.filter((s) => s.listed);
    expect(listed.map((s) => s.name)).not.toContainEqual(expect.stringMatching(/^Clinic /));
    expect(stores.find((s) => s.code === 'london')).toMatchObject({
      name: 'London',
      country: 'GB',
      listed: true,
    });
    expect(stores.find((s) => s.code === 'xwP5X')).toMatchObject({ country: 'US', listed: true });
    expect(stores.find((s) => s.code === 'de')).toMatchObject({ country: 'DE' });
    // A store without a name of its own is still booked through its own link.
    expect(stores.find((s) => s.code === '2EK0L')).toMatchObject({ listed: false });
  });
});
