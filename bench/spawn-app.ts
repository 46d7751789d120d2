import { fork } from 'node:child_process';
import path from 'node:path';

export interface AppProcess {
  /** http://127.0.0.1:port */
  address: string;
  stop(): Promise<void>;
}

/**
 * The Node flags `npm start` runs the server with (package.json; a test keeps the two equal).
 * A 64 MB young generation: the server allocates a lot of short-lived objects per request
 * (parsed bodies, schemas' results, query rows), and fewer scavenges are ~10% more throughput.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Starts bench/app-process.ts against `databaseUrl` and waits until it listens. With `webDist`,
 * it also serves that built web app as the product serves dist/web; with `ssrDist` too, it
 * draws the client routes' first screens with that server build (React in production mode).
 */
export function spawnApp(
  databaseUrl: string,
  poolSize: number,
  options: { webDist?: string; ssrDist?: string; env?: Record<string, string> } = {},
): Promise<AppProcess> {
  const child = fork(
    path.join(import.meta.dirname, 'app-process.ts'),
    [
      databaseUrl,
      String(poolSize),
      ...(options.webDist ? [options.webDist] : []),
      ...(options.webDist && options.ssrDist ? [options.ssrDist] : []),
    ],
    {
      env: {
        ...process.env,
        ...(options.ssrDist ? { NODE_ENV: 'production' } : {}),
        ...options.env,
      },
      execArgv: [
        ...SERVER_NODE_FLAGS,
        '--import',
        'tsx',
        // BENCH_CPU_PROF=dir writes a CPU profile of the app process there.
        ...(process.env.BENCH_CPU_PROF
          ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
          : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { address: string }) =>
      resolve({ address: message.address, stop }),
    );
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
}
