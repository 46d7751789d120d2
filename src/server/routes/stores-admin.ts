import type { FastifyInstance } from 'fastify';
import { storeCodeParams, storeUpdateBody } from '../../shared/api/stores';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { toStorePlaceDto } from '../services/stores/store-details';
import { listStoresForAdmin, updateStore } from '../services/stores/store-admin';
import { storeScopeOf } from '../services/visits/staff-stores';

/**
 * Stores as admins run them (/admin/stores): admins only, every change audited with each
 * changed field's before and after. And the stores a member of staff works at, which their
 * screens start from (booking, phone country, dates).
 */
export function registerStoreAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/stores',
    summary: 'Every store with its operating details (admin)',
    tags: ['admin'],
    handler: async ({ request }) => {
      await requireStaff(ctx, request, 'admin');
      return { stores: await listStoresForAdmin(ctx.db) };
    },
  });

  apiRoute(app, {
    method: 'PUT',
    url: '/api/admin/stores/:store_code',
    summary: "Change a store's operating details (admin)",
    tags: ['admin'],
    params: storeCodeParams,
    body: storeUpdateBody,
    handler: async ({ params, body, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const { after, changes } = await updateStore(ctx.db, ctx.clock, params.store_code, body);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'store.update',
          entity: 'store',
          entityId: after.code,
          outcome: 'success',
          data: { changes },
        },
        request,
      );
      return after;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/stores/mine',
    summary: 'The stores the signed-in member of staff works at, by name (staff)',
    tags: ['catalogue'],
    handler: async ({ request }) => {
      const session = await requireStaff(ctx, request);
      const scope = await storeScopeOf(ctx.db, session.user);
      return { stores: scope.map(toStorePlaceDto) };
    },
  });
}
