import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/api/auth';
import { APPOINTMENT_NUMBER } from '../../../shared/api/verification';
import type { AppContext } from '../../context';
import { appointments, staffStores } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The id of the appointment staff named by its id or by its number (`AP-…`, as every screen
 * shows it). A number is looked up only at the stores the member of staff works at (admins: all
 * stores), so typing numbers cannot reveal another clinic's appointments: one elsewhere is "not
 * found", exactly like one that does not exist.
 */
export async function resolveAppointmentRef(
  ctx: AppContext,
  user: SessionUser,
  ref: string,
): Promise<string> {
  if (!APPOINTMENT_NUMBER.test(ref)) return ref;
  const number = ref.trim().toUpperCase();
  const query =
    user.role === 'admin'
      ? ctx.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.number, number))
      : ctx.db
          .select({ id: appointments.id })
          .from(appointments)
          .innerJoin(
            staffStores,
            and(
              eq(staffStores.storeCode, appointments.storeCode),
              eq(staffStores.staffId, user.id),
            ),
          )
          .where(eq(appointments.number, number));
  const [row] = await query.limit(1);
  if (!row) throw new AppError('notFound', undefined, 'verification.appointmentNotFound');
  return row.id;
}
