import type { FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SetupStatusDto } from '../../shared/api/auth';
import type { VerifyEncodeData, VerifyEncodeDetailData } from '../../shared/api/verification';
import { apiRoute, type RouteResponse } from './route';

describe('apiRoute binds a handler to its Endpoints entry (checked by the type check)', () => {
  it('requires the entry’s response for a known method and url, unknown otherwise', () => {
    expectTypeOf<RouteResponse<'GET', '/api/setup/status'>>().toEqualTypeOf<SetupStatusDto>();
    expectTypeOf<
      RouteResponse<'POST', '/api/mform/verify_encode' | '/api/mform/verify_encode_detail'>
    >().toEqualTypeOf<VerifyEncodeData | VerifyEncodeDetailData>();
    expectTypeOf<RouteResponse<'GET', '/api/not-in-the-map'>>().toBeUnknown();
    expectTypeOf<RouteResponse<['GET', 'HEAD'], '/api/setup/status'>>().toBeUnknown();
  });

  it('refuses a handler that answers another shape', () => {
    const neverCalled = (app: FastifyInstance) => {
      apiRoute(app, {
        method: 'GET',
        url: '/api/setup/status',
        summary: '',
        tags: [],
        // @ts-expect-error the entry's response is SetupStatusDto
        handler: async () => ({ needsFirstAdmin: 'yes' }),
      });
    };
    expect(neverCalled).toBeTypeOf('function');
  });
});
