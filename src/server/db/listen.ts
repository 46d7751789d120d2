import pg from 'pg';

/** What a LISTEN registration hears about besides payloads: drops and recoveries. */
export interface ListenOptions {
  /** The listening connection failed; `reason` is an error code, never a message or PHI. */
  onError?(reason: string, retryInMs: number): void;
  /** Listening again after a drop: notifications sent in between were lost. */
  onReconnect?(): void;
}

/** Subscribes to a NOTIFY channel; resolves once listening, to a function that stops it. */
export type ListenFn = (
  channel: string,
  onPayload: (payload: string) => void,
  options?: ListenOptions,
) => Promise<() => Promise<void>>;

interface Registration {
  channel: string;
  onPayload: (payload: string) => void;
  options: ListenOptions;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}

/**
 * LISTEN on node-postgres: ONE dedicated connection per process, outside the pool (a pooled
 * connection is handed to other queries and would lose its LISTENs). When it drops, it
 * reconnects with exponential backoff and listens again on every channel.
 */
export function createPgListener(connectionString: string): {
  listen: ListenFn;
  close(): Promise<void>;
} {
  const registrations = new Set<Registration>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const channels = () => new Set([...registrations].map((r) => r.channel));

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      for (const r of registrations) {
        if (r.channel === message.channel) r.onPayload(message.payload ?? '');
      }
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('ended')));
    await next.connect();
    for (const channel of channels()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    return next;
  }

  function lost(which: pg.Client, error: unknown): void {
    if (closed || client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    schedule(reasonOf(error));
  }

  function schedule(reason: string): void {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    for (const r of registrations) r.options.onError?.(reason, wait);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensure().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          for (const r of registrations) r.options.onReconnect?.();
        },
        (error: unknown) => schedule(reasonOf(error)),
      );
    }, wait);
    retryTimer.unref();
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then((c) => {
        if (closed) {
          void c.end();
          throw new Error('listener closed');
        }
        client = c;
        return c;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  const listen: ListenFn = async (channel, onPayload, options = {}) => {
    const registration = { channel, onPayload, options };
    const isNew = !channels().has(channel);
    registrations.add(registration);
    try {
      const c = await ensure();
      if (isNew) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (error) {
      registrations.delete(registration);
      throw error;
    }
    return async () => {
      registrations.delete(registration);
      if (!channels().has(channel) && client) {
        await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      registrations.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
