import { sql } from 'drizzle-orm';
import type { VisitEventDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { VISIT_EVENTS_CHANNEL } from './publish-visit-event';

/**
 * publishVisitEvent for appointments known by id only: one NOTIFY each, with the store read
 * from the appointment, in ONE statement however many (the missed job marks a batch).
 */
export async function publishAppointmentEvents(
  db: Db,
  appointmentIds: string[],
  kind: VisitEventDto['kind'],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await db.execute(sql`
    select pg_notify(${VISIT_EVENTS_CHANNEL}::text, json_build_object(
      'appointment_id', a.id, 'store_code', a.store_code, 'kind', ${kind}::text)::text)
    from appointments a
    where a.id in (select jsonb_array_elements_text(${JSON.stringify(appointmentIds)}::jsonb)::uuid)`);
}
