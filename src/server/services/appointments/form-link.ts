import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storeForms, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MessageLanguage } from '../messages';
import { createLinkToken, type CreatedLink, type LinkTarget } from '../verification/create-link';

/**
 * The medical form link for an appointment, sent after an online booking and by staff: a signed,
 * expiring `fill` link for this client and appointment (issue 6). It opens the verification page,
 * where the holder confirms a code sent to the client's verified contact and then fills the
 * store's questionnaire for this appointment, without a sign-in.
 *
 * The store must have a live catalogue entry with an mf form: that is where the page sends the
 * client next, and a link to a form that does not exist would only fail after the code step.
 * `issuedByStaffId` is null for an online booking; `language` is the client's (`languageFor`).
 */
export async function formLinkFor(
  ctx: AppContext,
  appointment: LinkTarget['appointment'],
  issuedByStaffId: string | null,
  language: MessageLanguage,
): Promise<CreatedLink> {
  const [store] = await ctx.db
    .select({ timezone: stores.timezone })
    .from(storeForms)
    .innerJoin(stores, eq(stores.code, storeForms.storeCode))
    .where(
      and(
        eq(storeForms.storeCode, appointment.storeCode),
        eq(storeForms.isLive, true),
        isNotNull(storeForms.mf),
      ),
    )
    .limit(1);
  if (!store) throw new AppError('conflict', undefined, 'appointments.noLiveForm');
  const target = { appointment, timezone: store.timezone };
  return createLinkToken(ctx, 'fill', target, issuedByStaffId, language);
}
