import type { FastifyInstance } from 'fastify';
import { staffStoresBody, staffStoresParams } from '../../shared/api/visits';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { getStaffStores, setStaffStores } from '../services/visits/staff-stores';

/** Where a member of staff works (the day view follows it): admins only, changes audited. */
export function registerStaffStoresRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/staff/:staff_id/stores',
    summary: 'The stores a member of staff works at (admin)',
    tags: ['admin'],
    params: staffStoresParams,
    handler: async ({ params, request }) => {
      await requireStaff(ctx, request, 'admin');
      return getStaffStores(ctx.db, params.staff_id);
    },
  });

  apiRoute(app, {
    method: 'PUT',
    url: '/api/admin/staff/:staff_id/stores',
    summary: 'Set the stores a member of staff works at (admin)',
    tags: ['admin'],
    params: staffStoresParams,
    body: staffStoresBody,
    handler: async ({ params, body, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const { before, after } = await setStaffStores(ctx.db, params.staff_id, body.store_codes);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'staff.stores.update',
          entity: 'staff',
          entityId: params.staff_id,
          outcome: 'success',
          data: { store_codes: [before, after.store_codes] },
        },
        request,
      );
      return after;
    },
  });
}
