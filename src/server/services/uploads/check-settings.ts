import { DEFAULT_CHECK_POOL, type CheckPoolOptions } from './check-pool';

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${value}"`);
  }
  return n;
}

/** The check workers' limits from the environment (README: uploads), defaults otherwise. */
export function loadCheckSettings(env: NodeJS.ProcessEnv): CheckPoolOptions {
  const d = DEFAULT_CHECK_POOL;
  return {
    workers: whole('UPLOAD_CHECK_WORKERS', env.UPLOAD_CHECK_WORKERS, d.workers),
    cpuMs: whole('UPLOAD_CHECK_CPU_MS', env.UPLOAD_CHECK_CPU_MS, d.cpuMs),
    heapMb: whole('UPLOAD_CHECK_HEAP_MB', env.UPLOAD_CHECK_HEAP_MB, d.heapMb),
    maxQueued: whole('UPLOAD_CHECK_QUEUE', env.UPLOAD_CHECK_QUEUE, d.maxQueued),
  };
}
