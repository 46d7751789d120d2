import type { FastifyInstance } from 'fastify';
import {
  emailRegistBody,
  mobileRegistBody,
  sendEmailRegisterCodeBody,
  sendMobileRegisterCodeBody,
} from '../../shared/api/auth';
import { requireE164 } from '../auth/phone';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { register, sendRegisterCode } from '../services/registration';

/** Client registration by email or mobile with a code (spec §7 paths). */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/sendEmailRegisterCode',
    access: 'public',
    summary: 'Send a registration code to an email address; always answers {sent: true}',
    tags: ['registration'],
    body: sendEmailRegisterCodeBody,
    handler: ({ body, request }) =>
      sendRegisterCode(ctx, request, { channel: 'email', address: body.email }, body.language),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/sendMobileRegisterCode',
    access: 'public',
    summary: 'Send a registration code to a mobile number; always answers {sent: true}',
    tags: ['registration'],
    body: sendMobileRegisterCodeBody,
    handler: ({ body, request }) => {
      const address = requireE164(body.mobile, body.country);
      return sendRegisterCode(ctx, request, { channel: 'sms', address }, body.language);
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/emailRegist',
    access: 'public',
    summary: 'Register a client with an email address and its code; signs in',
    tags: ['registration'],
    body: emailRegistBody,
    handler: ({ body, request, reply }) =>
      register(ctx, request, reply, { channel: 'email', address: body.email }, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/mobileRegist',
    access: 'public',
    summary: 'Register a client with a mobile number and its code; signs in',
    tags: ['registration'],
    body: mobileRegistBody,
    handler: ({ body, request, reply }) => {
      const address = requireE164(body.mobile, body.country);
      return register(ctx, request, reply, { channel: 'sms', address }, body);
    },
  });
}
