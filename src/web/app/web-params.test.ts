import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebParams, readVerifyInfo, VERIFY_INFO_KEY } from './web-params';

const trusted = {
  checkEmailType: 1,
  verify: { user_id: 'u1', first_name: 'Jane', last_name: 'Doe', mobile: null, email: null },
  next: 'done',
};

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body)))),
  );
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  // A cookie the page could read: it must never be what the app keeps.
  vi.stubGlobal('document', { cookie: `web_params=${JSON.stringify({ ...trusted, next: 'mf' })}` });
});
afterEach(() => vi.unstubAllGlobals());

describe('web params at startup', () => {
  it("keeps the server's trusted answer in sessionStorage", async () => {
    answer({ code: 0, message: 'ok', data: trusted });
    expect(await loadWebParams()).toEqual(trusted);
    expect(readVerifyInfo()).toEqual(trusted);
  });

  it('trusts nothing from the cookie itself and clears a stale answer', async () => {
    sessionStorage.setItem(VERIFY_INFO_KEY, JSON.stringify(trusted));
    answer({ code: 0, message: 'ok', data: null });
    expect(await loadWebParams()).toBeNull();
    expect(readVerifyInfo()).toBeNull();
  });
});
