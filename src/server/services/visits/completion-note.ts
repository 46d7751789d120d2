import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { newestSigned } from './signed-records';

/**
 * "Mark visit completed" without a signed treatment record must say why: the
 * reason becomes the visit's completion note. With a signed record the visit is already
 * completed by it, so no note is taken.
 */
export async function completionNoteFor(
  db: Db,
  appointmentId: string,
  reason: string | undefined,
): Promise<string | null> {
  if (await newestSigned(db, appointmentId, ['medical'])) return null;
  if (!reason) {
    throw new AppError('validation', [{ path: 'reason', message: 'validation.required' }]);
  }
  return reason;
}
