import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubMessage, StoreFilter, VisitEventsHub } from './visit-events-hub';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * How often an open stream asks whether it may go on (session live, account active, same
 * stores): a member of staff signed out, deactivated or moved off a store stops hearing its
 * events within this long.
 */
export const ACCESS_RECHECK_MS = 2_000;
/** How soon a browser reconnects after the stream drops (the EventSource `retry` field). */
const RETRY_MS = 3_000;

function frame(message: HubMessage): string {
  return message.type === 'visit'
    ? `event: visit\ndata: ${JSON.stringify(message.event)}\n\n`
    : `event: resync\ndata: {}\n\n`;
}

export interface EventStreamOptions {
  hub: VisitEventsHub;
  stores: StoreFilter;
  /**
   * Asked every `recheckMs`: false (session ended, account deactivated, stores changed) ends
   * the stream; the browser reconnects and is answered for what it may hear now.
   */
  stillAllowed: () => Promise<boolean>;
  /** Every open stream registers how to end it, so the app can close while streams are open. */
  open: Set<() => void>;
  heartbeatMs?: number;
  recheckMs?: number;
}

/**
 * Turns the request into a Server-Sent Events stream of visit events for `stores`. The reply is
 * hijacked and written directly (nothing compresses or buffers it); everything it holds (hub
 * subscription, timer) is released when the browser goes away or the app closes.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Tells nginx-style proxies not to buffer the stream.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  let ended = false;
  const unsubscribe = options.hub.subscribe(options.stores, (message) => {
    if (!ended) res.write(frame(message));
  });
  const heartbeat = setInterval(() => {
    if (!ended) res.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  let checking = false;
  const recheck = setInterval(() => {
    // One check at a time: a slow database must not pile up checks of one stream.
    if (checking || ended) return;
    checking = true;
    void options
      .stillAllowed()
      .then(
        (allowed) => allowed || end(),
        () => end(),
      )
      .finally(() => (checking = false));
  }, options.recheckMs ?? ACCESS_RECHECK_MS);
  recheck.unref();

  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(recheck);
    unsubscribe();
    options.open.delete(end);
    if (!res.writableEnded) res.end();
  }
  options.open.add(end);
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
}
