import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from './accounts-support';

export interface FreeSlot {
  store: string;
  date: string;
  startsAt: string;
}

/** The first free slot of a store (london when it takes bookings) in the next two weeks. */
export async function findFreeSlot(request: APIRequestContext, skip = 0): Promise<FreeSlot> {
  const options = (await (await request.get('/api/booking/options')).json()).data;
  const codes = (options.stores as { code: string }[]).map((s) => s.code);
  const store = codes.includes('london') ? 'london' : codes[0]!;
  let left = skip;
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const body = (
      await (await request.get(`/api/booking/slots?store=${store}&date=${date}`)).json()
    ).data as { slots: { starts_at: string; available: boolean }[] };
    for (const slot of body.slots.filter((s) => s.available)) {
      if (left-- === 0) return { store, date, startsAt: slot.starts_at };
    }
  }
  throw new Error('no free slot in two weeks');
}

type Contact =
  { channel: 'email'; email: string } | { channel: 'sms'; country: 'GB'; mobile: string };

/**
 * Books over the public API (code read from the outbox); answers the booking result. With a
 * `language`, as the booking page in that language does (it becomes the client's own).
 */
export async function bookViaApi(
  request: APIRequestContext,
  contact: Contact,
  names: { first_name: string; last_name: string },
  language?: string,
) {
  const destination =
    contact.channel === 'email' ? contact.email : `+44${contact.mobile.replace(/^0/, '')}`;
  const sent = await (
    await request.post('/api/booking/send-code', { data: { ...contact, language } })
  ).json();
  expect(sent.code, JSON.stringify(sent)).toBe(0);
  const code = await latestCode(request, destination);
  // Parallel tests book the same store: try the next free slots when one was just taken.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await findFreeSlot(request, attempt);
    const body = await (
      await request.post('/api/booking/book', {
        data: {
          ...contact,
          ...names,
          language,
          code,
          store_code: slot.store,
          service: 'iv_drip',
          starts_at: slot.startsAt,
        },
      })
    ).json();
    if (body.code === 0)
      return body.data as { number: string; contact_code: string; form_link: string };
  }
  throw new Error('could not book a slot');
}

/** Opens the search (in `lang`) and finds the client by email; answers their table. */
export async function findClient(page: Page, email: string, lang = 'en') {
  await page.goto(`/search?lang=${lang}`);
  await page.getByRole('radio', { name: lang === 'fr' ? 'E-mail' : 'Email' }).check();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('form[role="search"] button[type="submit"]').click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}
