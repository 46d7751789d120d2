import type { FastifyInstance } from 'fastify';
import { codeLoginBody, passwordLoginBody, sendLoginCodeBody } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { codeLogin, sendLoginCode } from '../services/code-login';
import { passwordLogin } from '../services/password-login';

/** Sign-in for staff and clients alike: by password, or by a code sent to email or mobile. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with an email or mobile number and a password',
    tags: ['auth'],
    body: passwordLoginBody,
    handler: ({ body, request, reply }) => passwordLogin(ctx, request, reply, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/auth/code/send',
    access: 'public',
    summary: 'Send a sign-in code; always answers {sent: true}',
    tags: ['auth'],
    body: sendLoginCodeBody,
    handler: ({ body, request }) => sendLoginCode(ctx, request, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/auth/code/login',
    access: 'public',
    summary: 'Sign in with a code sent to an email or mobile number',
    tags: ['auth'],
    body: codeLoginBody,
    handler: ({ body, request, reply }) => codeLogin(ctx, request, reply, body),
  });
}
