import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { publishAppointmentEvents } from '../visits/notify-appointments';
import { markMissedAppointments } from './transitions';

export const MISSED_JOB_INTERVAL_MS = 60_000;

/**
 * One run of the missed-appointments job; tests call it directly with their clock. The update and
 * its audit row commit together, so no appointment turns missed without the event saying so.
 */
export async function runMissedJob(db: Db, clock: Clock): Promise<number> {
  const ids = await db.transaction(async (tx) => {
    const marked = await markMissedAppointments(tx, clock());
    if (marked.length > 0) {
      await recordAudit(tx, {
        actorType: 'system',
        action: 'appointment.missed',
        entity: 'appointment',
        outcome: 'success',
        data: { count: marked.length, ids: marked.slice(0, 100) },
      });
    }
    return marked;
  });
  if (ids.length > 0) await publishAppointmentEvents(db, ids, 'changed');
  return ids.length;
}

/**
 * Runs the job every `intervalMs` inside the server process (no external scheduler). Runs never
 * overlap; a failure is logged and the next tick tries again. The returned stop function also
 * waits for a run in progress, so the caller can close the database right after it.
 */
export function startMissedJob(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  intervalMs = MISSED_JOB_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runMissedJob(db, clock)
      .then(
        () => undefined,
        (error: unknown) => {
          log.error(
            { reason: error instanceof Error ? error.name : 'unknown' },
            'missed job failed',
          );
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Ties the job to the app's life: it starts when the app is ready and stops when it closes, so
 * whatever builds the app (main.ts, the tests) runs it the same way. An interval of 0 leaves it
 * off, for tests that move their clock by hand and must not see appointments change under them.
 */
export function registerMissedJob(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; intervalMs: number },
): void {
  if (deps.intervalMs <= 0) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startMissedJob(deps.db, deps.clock, app.log, deps.intervalMs);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
