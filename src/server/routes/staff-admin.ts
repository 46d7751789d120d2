import type { FastifyInstance } from 'fastify';
import { createStaffBody, staffIdParams, updateStaffBody } from '../../shared/api/auth';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { createStaff, listStaff, toStaffDto, updateStaff } from '../services/staff-admin';

/** The admin screen's staff list: admins only; every change is audited. */
export function registerStaffAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/staff',
    summary: 'All staff accounts (admin)',
    tags: ['admin'],
    handler: async ({ request }) => {
      await requireStaff(ctx, request, 'admin');
      return { staff: await listStaff(ctx.db) };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/admin/staff',
    summary: 'Create a staff account (admin)',
    tags: ['admin'],
    body: createStaffBody,
    handler: async ({ body, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const row = await createStaff(ctx.db, ctx.clock, body);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'staff.create',
          entity: 'staff',
          entityId: row.id,
          outcome: 'success',
          data: { role: row.role },
        },
        request,
      );
      return toStaffDto(row);
    },
  });

  apiRoute(app, {
    method: 'PATCH',
    url: '/api/admin/staff/:id',
    summary: 'Change role or deactivate (ends their sessions at once) (admin)',
    tags: ['admin'],
    params: staffIdParams,
    body: updateStaffBody,
    handler: async ({ body, params, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const { before, after, endedSessions } = await updateStaff(
        ctx.db,
        ctx.clock,
        params.id,
        body,
      );
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'staff.update',
          entity: 'staff',
          entityId: after.id,
          outcome: 'success',
          data: {
            role: [before.role, after.role],
            active: [before.active, after.active],
            endedSessions,
          },
        },
        request,
      );
      return toStaffDto(after);
    },
  });
}
