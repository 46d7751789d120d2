import http from 'node:http';

/**
 * A POST over a keep-alive agent with node:http: the lightest load generator at hand, so the
 * benchmark's own client costs as little CPU as possible on the machine it shares with the app.
 */
export function post(agent: http.Agent, port: number, path: string, body: string, headers = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          let data = '';
          res.on('data', (chunk: Buffer) => (data += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}
