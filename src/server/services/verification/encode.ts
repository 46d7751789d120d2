import type { FastifyRequest } from 'fastify';
import {
  LINK_PURPOSES,
  type VerifyEncodeBody,
  type VerifyEncodeData,
  type VerifyEncodeDetailData,
} from '../../../shared/api/verification';
import { resolveFillGrant } from '../../auth/fill-grant';
import type { AppContext } from '../../context';
import { linkView } from './client-view';
import { checkLink } from './link-check';

/**
 * verify_encode(_detail): a link holder opens `/verification/{store}/…?code=…`. The answer is
 * masked unless this browser already confirmed a code for this very link (its fill grant).
 */
export async function verifyEncode(
  ctx: AppContext,
  request: FastifyRequest,
  body: VerifyEncodeBody,
  detail: boolean,
): Promise<VerifyEncodeData | VerifyEncodeDetailData> {
  const via = detail ? 'verify_encode_detail' : 'verify_encode';
  const link = await checkLink(ctx, request, { ...body, purposes: LINK_PURPOSES, via });
  const grant = await resolveFillGrant(ctx, request);
  const view = await linkView(ctx, link, grant?.jti === link.jti);
  if (detail) return view;
  const { appointment: _appointment, ...plain } = view;
  return plain;
}
