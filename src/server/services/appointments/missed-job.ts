import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { markMissedAppointments } from './transitions';

export const MISSED_JOB_INTERVAL_MS = 60_000;

/** One run of the missed-appointments job; tests call it directly with their clock. */
export async function runMissedJob(db: Db, clock: Clock): Promise<number> {
  const ids = await markMissedAppointments(db, clock());
  if (ids.length > 0) {
    await recordAudit(db, {
      actorType: 'system',
      action: 'appointment.missed',
      entity: 'appointment',
      outcome: 'success',
      data: { count: ids.length, ids: ids.slice(0, 100) },
    });
  }
  return ids.length;
}

/**
 * Runs the job every `intervalMs` inside the server process (no external scheduler). Runs never
 * overlap; a failure is logged and the next tick tries again. Returns a stop function.
 */
export function startMissedJob(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = MISSED_JOB_INTERVAL_MS,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runMissedJob(db, clock);
    } catch (error) {
      log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'missed job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
