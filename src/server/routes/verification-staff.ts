import type { FastifyInstance } from 'fastify';
import {
  deskVerifyBody,
  inPersonVerifyBody,
  issueLinkBody,
  revokeLinkBody,
} from '../../shared/api/verification';
import { requireStaff } from '../auth/guard';
import { requireStaffRecordAccess } from '../auth/record-access';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { resolveAppointmentRef } from '../services/appointments/appointment-ref';
import { issueLink, revokeLink } from '../services/verification/links';
import { deskVerify, verifyInPerson } from '../services/verification/staff-verify';

const TAGS = ['verification'];

/** Staff side of issue 6: issue and revoke links, the /verify desk, "Verify Client". */
export function registerVerificationStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/verification/links',
    access: 'staff',
    summary: "Issue a verify QR or a fill link for a client's appointment; optionally send it",
    tags: TAGS,
    body: issueLinkBody,
    handler: async ({ body, request }) => {
      const session = await requireStaff(ctx, request);
      const appointmentId = await resolveAppointmentRef(ctx, session.user, body.appointmentId);
      await requireStaffRecordAccess(
        ctx,
        request,
        { kind: 'appointment', id: appointmentId },
        'verification.link.issue',
        'write',
        'verification.appointmentNotFound',
      );
      return issueLink(ctx, request, session.user.id, { ...body, appointmentId });
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/verification/links/revoke',
    access: 'staff',
    summary: 'Revoke a link; it answers verifyError from then on',
    tags: TAGS,
    body: revokeLinkBody,
    handler: async ({ body, request }) => {
      const session = await requireStaff(ctx, request);
      await requireStaffRecordAccess(
        ctx,
        request,
        { kind: 'link', id: body.linkId },
        'verification.link.revoke',
        'write',
      );
      return revokeLink(ctx, request, session.user.id, body.linkId);
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/verification/desk',
    access: 'staff',
    summary: 'Check a scanned or typed link code at the desk; the client summary for staff',
    tags: TAGS,
    body: deskVerifyBody,
    handler: async ({ body, request }) => {
      const session = await requireStaff(ctx, request);
      return deskVerify(ctx, request, session.user.id, body);
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/verification/in-person',
    access: 'staff',
    summary: 'Verify Client: staff checked a photo ID; records who, how and when',
    tags: TAGS,
    body: inPersonVerifyBody,
    handler: async ({ body, request }) => {
      const session = await requireStaff(ctx, request);
      const appointmentId =
        body.appointmentId === undefined
          ? undefined
          : await resolveAppointmentRef(ctx, session.user, body.appointmentId);
      await requireStaffRecordAccess(
        ctx,
        request,
        appointmentId
          ? { kind: 'appointment', id: appointmentId }
          : { kind: 'client', id: body.clientId },
        'verification.in_person',
        'write',
        appointmentId ? 'verification.appointmentNotFound' : 'verification.clientNotFound',
      );
      return verifyInPerson(ctx, request, session.user.id, { ...body, appointmentId });
    },
  });
}
