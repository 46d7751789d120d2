import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storeForms } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface FormLinkSubject {
  clientId: string;
  appointmentId: string;
  storeCode: string;
}

/**
 * The medical form link for an appointment: /mf/{store}/{version} of the store's newest live
 * catalogue entry that has an mf form.
 *
 * SEAM (issue 6): the link will carry a signed, expiring, purpose-bound `fill` token for
 * `subject` (client + appointment), so the form opens for that appointment without a sign-in.
 * Until then the link is the public form route and `subject` is unused.
 */
export async function formLinkFor(ctx: AppContext, subject: FormLinkSubject): Promise<string> {
  const [entry] = await ctx.db
    .select({ version: storeForms.version })
    .from(storeForms)
    .where(
      and(
        eq(storeForms.storeCode, subject.storeCode),
        eq(storeForms.isLive, true),
        isNotNull(storeForms.mf),
      ),
    )
    .orderBy(desc(storeForms.version))
    .limit(1);
  if (!entry) throw new AppError('conflict', undefined, 'appointments.noLiveForm');
  return `${ctx.config.publicUrl}/mf/${encodeURIComponent(subject.storeCode)}/${entry.version}`;
}
