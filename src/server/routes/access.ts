import type { FastifyInstance } from 'fastify';
import {
  breakGlassBody,
  breakGlassListQuery,
  breakGlassReviewParams,
} from '../../shared/api/access';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { openBreakGlass } from '../services/access/break-glass';
import { listBreakGlass, reviewBreakGlass } from '../services/access/break-glass-review';

/**
 * "Break the glass" (auth/record-access.ts): an admin opens one client's records outside their
 * stores with a reason; other admins review every grant. Admins only, everything audited.
 */
export function registerAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/access/break-glass',
    access: 'staff',
    summary: "Admin: open one client's records outside your stores, with a reason (audited)",
    tags: ['access'],
    body: breakGlassBody,
    handler: async ({ body, request }) =>
      openBreakGlass(ctx, request, await requireStaff(ctx, request, 'admin'), body),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/break-glass',
    access: 'staff',
    summary: 'Admin: every break-glass grant, newest first, for review',
    tags: ['admin'],
    query: breakGlassListQuery,
    handler: async ({ query, request }) =>
      listBreakGlass(ctx, request, await requireStaff(ctx, request, 'admin'), query),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/admin/break-glass/:grant_id/review',
    access: 'staff',
    summary: "Admin: mark another admin's break-glass grant reviewed",
    tags: ['admin'],
    params: breakGlassReviewParams,
    handler: async ({ params, request }) =>
      reviewBreakGlass(ctx, request, await requireStaff(ctx, request, 'admin'), params.grant_id),
  });
}
