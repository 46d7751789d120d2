import type { FastifyBaseLogger } from 'fastify';
import type { VisitEventDto } from '../../../shared/api/visits';
import type { ListenFn } from '../../db/listen';
import { VISIT_EVENTS_CHANNEL } from './publish-visit-event';

/** What a subscriber receives: one visit's change, or "you may have missed some: reload". */
export type HubMessage = { type: 'visit'; event: VisitEventDto } | { type: 'resync' };

/** `null` stores: every store (admins). */
export type StoreFilter = ReadonlySet<string> | null;

export interface VisitEventsHub {
  subscribe(stores: StoreFilter, send: (message: HubMessage) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** How many open subscriptions (the tests check that a closed stream is cleaned up). */
  size(): number;
}

const KINDS = new Set<VisitEventDto['kind']>([
  'forms_submitted',
  'verified',
  'cleared',
  'treatment',
  'completed',
  'changed',
]);

/** A notification payload, if it is one of ours; anything else on the channel is ignored. */
export function parseVisitEvent(payload: string): VisitEventDto | undefined {
  try {
    const value = JSON.parse(payload) as Partial<VisitEventDto>;
    if (
      typeof value.appointment_id === 'string' &&
      typeof value.store_code === 'string' &&
      KINDS.has(value.kind as VisitEventDto['kind'])
    ) {
      return {
        appointment_id: value.appointment_id,
        store_code: value.store_code,
        kind: value.kind!,
      };
    }
  } catch {
    // not JSON: not ours
  }
  return undefined;
}

/**
 * One LISTEN per app process on `visit_events`, fanned out to every open day view of this
 * process, each filtered to its member's stores. Every process has its own hub, so a change
 * made through any process reaches every screen (PostgreSQL delivers NOTIFY to all listeners).
 */
export function createVisitEventsHub(listen: ListenFn, log: FastifyBaseLogger): VisitEventsHub {
  const subscribers = new Set<{ stores: StoreFilter; send: (m: HubMessage) => void }>();
  let unlisten: (() => Promise<void>) | undefined;

  function deliver(message: HubMessage, storeCode?: string): void {
    for (const s of subscribers) {
      if (storeCode !== undefined && s.stores && !s.stores.has(storeCode)) continue;
      try {
        s.send(message);
      } catch {
        // A broken connection is cleaned up by its own close handler.
      }
    }
  }

  return {
    subscribe(stores, send) {
      const subscriber = { stores, send };
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async start() {
      unlisten = await listen(
        VISIT_EVENTS_CHANNEL,
        (payload) => {
          const event = parseVisitEvent(payload);
          if (event) deliver({ type: 'visit', event }, event.store_code);
        },
        {
          onError: (reason, retryInMs) =>
            log.warn({ reason, retryInMs }, 'visit events: listener lost its connection'),
          onReconnect: () => {
            log.info('visit events: listening again');
            deliver({ type: 'resync' });
          },
        },
      );
    },
    async stop() {
      subscribers.clear();
      await unlisten?.();
      unlisten = undefined;
    },
    size: () => subscribers.size,
  };
}
