import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ClientInfoDto } from '../../shared/api/clients';
import type { EndpointResponse } from '../../shared/api/endpoints';
import type { SetupStatusDto } from '../../shared/api/auth';
import { callApi, endpointRequest } from './endpoint';

afterEach(() => vi.unstubAllGlobals());

describe('endpointRequest', () => {
  it('takes the method from the key and fills each path parameter, encoded', () => {
    expect(
      endpointRequest('GET /api/visits/:appointment_id', { params: { appointment_id: 'a1' } }),
    ).toEqual({ method: 'GET', path: '/api/visits/a1' });
    expect(
      endpointRequest('PATCH /api/stores/:store_code/forms/:version', {
        params: { store_code: 'a/b?c', version: 'latest' },
      }),
    ).toEqual({ method: 'PATCH', path: '/api/stores/a%2Fb%3Fc/forms/latest' });
  });

  it('appends the query without undefined values, encoded', () => {
    expect(
      endpointRequest('GET /api/forms/drafts', {
        query: { template_id: 'mf', version: '2024 09', draft_token: undefined },
      }),
    ).toEqual({ method: 'GET', path: '/api/forms/drafts?template_id=mf&version=2024+09' });
    expect(endpointRequest('GET /api/visits/day', { query: {} }).path).toBe('/api/visits/day');
    expect(endpointRequest('GET /api/session').path).toBe('/api/session');
  });
});

describe('callApi', () => {
  it('sends the method, path and JSON body of the entry and answers the envelope', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data: { x: 1 } }))),
    );
    vi.stubGlobal('fetch', fetch);
    const envelope = await callApi(
      'POST /api/appointments/:id/transition',
      { params: { id: 'ap 1' }, body: { event: 'cancel' } },
      { background: true },
    );
    expect(envelope.data).toEqual({ x: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/appointments/ap%201/transition');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"event":"cancel"}');
  });
});

describe('the binding of a key to its types', () => {
  it('answers the entry’s response type', () => {
    type Data<K extends Parameters<typeof callApi>[0]> = Awaited<
      ReturnType<typeof callApi<K>>
    >['data'];
    expectTypeOf<Data<'GET /api/setup/status'>>().toEqualTypeOf<SetupStatusDto>();
    expectTypeOf<Data<'GET /api/clients/:id'>>().toEqualTypeOf<ClientInfoDto>();
    // @ts-expect-error a response type other than the entry's does not pass
    expectTypeOf<EndpointResponse<'GET /api/setup/status'>>().toEqualTypeOf<{ ok: boolean }>();
  });

  it('refuses a call whose input does not fit the entry (checked by the type check only)', () => {
    const neverCalled = () => {
      // @ts-expect-error the path parameter is missing
      void callApi('GET /api/clients/:id', {});
      // @ts-expect-error a body field the entry does not have
      void callApi('POST /api/client-reports', { body: { kind: 'render_error', path: '/', x: 1 } });
      // @ts-expect-error no such endpoint
      void callApi('GET /api/nowhere');
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});
