import type { FastifyInstance } from 'fastify';
import {
  sendEncodeCodeBody,
  verifyEncodeBody,
  verifyOtpByEncodeBody,
  type LinkPurpose,
} from '../../shared/api/verification';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { confirmByCode, sendLinkCode } from '../services/verification/confirm';
import { verifyEncode } from '../services/verification/encode';
import { webParams } from '../services/verification/web-params';

const TAGS = ['verification'];

/** Routes a link holder calls without a session (issue 6; contract in shared/api/verification). */
export function registerVerificationPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const detail of [false, true]) {
    apiRoute(app, {
      method: 'POST',
      url: detail ? '/api/mform/verify_encode_detail' : '/api/mform/verify_encode',
      access: 'public',
      summary: `Check a verification link${detail ? ', with its appointment' : ''}`,
      tags: TAGS,
      body: verifyEncodeBody,
      handler: ({ body, request }) => verifyEncode(ctx, request, body, detail),
    });
  }

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/verify_encode_send_code',
    access: 'public',
    summary: "Send a confirmation code to the link's client, at a verified address on file",
    tags: TAGS,
    body: sendEncodeCodeBody,
    handler: ({ body, request }) => sendLinkCode(ctx, request, body),
  });

  // Spec §7 names three confirm calls; they differ only in the link purposes they accept.
  const confirmRoutes = [
    ['/api/admin/verifyOtpByEncode', ['verify']],
    ['/api/admin/verifyOtpByEncodeForLinkDetail', ['fill']],
    ['/api/admin/verifyOtpByEncodeForLinkDetailV2', ['verify', 'fill']],
  ] as const satisfies readonly (readonly [string, readonly LinkPurpose[]])[];
  for (const [url, purposes] of confirmRoutes) {
    apiRoute(app, {
      method: 'POST',
      url,
      access: 'public',
      summary: `Confirm a link holder's identity with a one-time code (${purposes.join(' or ')} links)`,
      tags: TAGS,
      body: verifyOtpByEncodeBody,
      handler: ({ body, request, reply }) =>
        confirmByCode(ctx, request, reply, body, purposes, url.slice(url.lastIndexOf('/') + 1)),
    });
  }

  apiRoute(app, {
    method: 'GET',
    url: '/api/verification/web-params',
    access: 'public',
    summary: 'The trusted view of the web_params cookie, re-checked on the server, or null',
    tags: TAGS,
    handler: ({ request, reply }) => webParams(ctx, request, reply),
  });
}
