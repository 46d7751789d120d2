import { sql } from 'drizzle-orm';
import type { VisitEventDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';

/** The PostgreSQL channel every app process listens on for changes to visits. */
export const VISIT_EVENTS_CHANNEL = 'visit_events';

/**
 * Tells every app process (and through them every open day view) that a visit changed. Sent
 * with NOTIFY, so inside a transaction it is delivered only when the change commits, and never
 * for a change that rolled back. Ids only: a notification is not a place for medical data.
 */
export async function publishVisitEvent(db: Db, event: VisitEventDto): Promise<void> {
  await db.execute(sql`select pg_notify(${VISIT_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
