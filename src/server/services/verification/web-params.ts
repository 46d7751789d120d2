import type { FastifyReply, FastifyRequest } from 'fastify';
import { LINK_PURPOSES, type WebParamsData } from '../../../shared/api/verification';
import { resolveFillGrant } from '../../auth/fill-grant';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { linkView } from './client-view';
import { checkLink } from './link-check';

export const WEB_PARAMS_COOKIE = 'web_params';

/** The cookie may hold the bare token, JSON `{code|encode, store}` or a query string. */
function parseCookie(value: string): { code?: string; store?: string } {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      const code =
        typeof o.code === 'string' ? o.code : typeof o.encode === 'string' ? o.encode : undefined;
      return { code, store: typeof o.store === 'string' ? o.store : undefined };
    }
  } catch {
    // not JSON: try the other forms
  }
  if (value.includes('=')) {
    const q = new URLSearchParams(value);
    return {
      code: q.get('code') ?? q.get('encode') ?? undefined,
      store: q.get('store') ?? undefined,
    };
  }
  return { code: value };
}

/**
 * Spec §4: at startup the web app takes the check-email type and verify object from the
 * `web_params` cookie. Anyone can write that cookie, so the server re-checks the signed token
 * in it and answers only what the token proves; anything else answers null and clears it.
 */
export async function webParams(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<WebParamsData | null> {
  const raw = request.cookies[WEB_PARAMS_COOKIE];
  const { code, store } = raw ? parseCookie(raw) : {};
  if (!code) return null;
  try {
    const link = await checkLink(ctx, request, {
      code,
      store,
      purposes: LINK_PURPOSES,
      via: 'web_params',
    });
    const grant = await resolveFillGrant(ctx, request);
    const view = await linkView(ctx, link, grant?.jti === link.jti);
    const u = view.user_info;
    return {
      checkEmailType: view.mf_id ? 1 : 2,
      verify: {
        user_id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        mobile: u.mobile,
        email: u.email,
      },
      next: view.next,
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName === 'rateLimited') throw error;
    reply.clearCookie(WEB_PARAMS_COOKIE, { path: '/' });
    return null;
  }
}
