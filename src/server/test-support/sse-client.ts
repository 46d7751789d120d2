import http from 'node:http';

export interface SseFrame {
  event: string;
  data: string;
  receivedAt: number;
}

/**
 * A minimal EventSource for tests: collects frames, waits for one that matches (for as long as
 * a busy machine may need: only an event that never comes should fail).
 */
export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  frames: SseFrame[];
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Called when the server ends the stream. */
  onEnd(listener: () => void): void;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      const frames: SseFrame[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join('\n');
          if (field('event')) {
            frames.push({ event: field('event'), data: field('data'), receivedAt: Date.now() });
          }
          for (const wake of waiters) wake();
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        frames,
        next(match, timeoutMs = 60_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(match);
              if (!frame) return false;
              clearTimeout(timer);
              waiters.delete(wake);
              found(frame);
              return true;
            };
            const wake = () => void check();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              fail(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(wake);
            check();
          });
        },
        onEnd(listener) {
          if (response.complete) listener();
          else response.on('end', listener);
        },
        close() {
          request.destroy();
        },
      });
    });
  });
}
