import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface AppProcess {
  /** http://127.0.0.1:port */
  address: string;
  /**
   * The app process's resident memory now and its peak so far (VmRSS, VmHWM), in bytes. Read
   * from /proc by this process, so measuring asks nothing of the app's event loop.
   */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
}

/** PostgreSQL at a URL, or the embedded database in a DATA_DIR as `npm start` runs it. */
export type AppDatabase = { databaseUrl: string } | { dataDir: string };

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

/**
 * The Node flags `npm start` runs the server with (package.json; a test keeps the two equal).
 * A 64 MB young generation: the server allocates a lot of short-lived objects per request
 * (parsed bodies, schemas' results, query rows), and fewer scavenges are ~10% more throughput.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Starts bench/app-process.ts on `database` and waits until it listens: given a DATA_DIR, its
 * environment has no DATABASE_URL, so it chooses the embedded database as `npm start` does.
 * With `webDist`, it also serves that built web app as the product serves dist/web; with
 * `ssrDist` too, it draws the client routes' first screens with that server build (React in
 * production mode).
 */
export function spawnApp(
  database: string | AppDatabase,
  poolSize: number,
  options: { webDist?: string; ssrDist?: string; env?: Record<string, string> } = {},
): Promise<AppProcess> {
  const target = typeof database === 'string' ? { databaseUrl: database } : database;
  // The bench's own DATABASE_URL names the server, not this app's database.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = fork(
    path.join(import.meta.dirname, 'app-process.ts'),
    [
      String(poolSize),
      ...(options.webDist ? [options.webDist] : []),
      ...(options.webDist && options.ssrDist ? [options.ssrDist] : []),
    ],
    {
      env: {
        ...inherited,
        ...('databaseUrl' in target
          ? { DATABASE_URL: target.databaseUrl }
          : { DATA_DIR: target.dataDir }),
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
      resolve({ address: message.address, memory: () => memoryOf(child.pid!), stop }),
    );
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
}
