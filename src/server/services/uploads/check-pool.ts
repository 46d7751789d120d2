import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import type { CheckJob, CheckReady, CheckReply, CheckResult, CheckTask } from './check-messages';
import { CHECK_ALLOWANCE_MAX_DEADLINES } from './check-allowance';
import { threadCpuMs } from './thread-cpu';

const BOOT = new URL('./check-boot.mjs', import.meta.url);
const ENTRY = new URL('./check-worker.ts', import.meta.url).href;
/** How often busy workers' CPU time is read: a file overruns its deadline by at most this. */
const WATCH_MS = 50;

export interface CheckPoolOptions {
  /** Worker threads: files checked at once; more wait their turn. */
  workers: number;
  /** CPU time one file may take in its worker (ms); a file that needs more is refused. */
  cpuMs: number;
  /** Each worker's JavaScript heap (MB); a file that needs more is refused. */
  heapMb: number;
  /** Files waiting for a worker; past this a new file is refused at once (429). */
  maxQueued: number;
}

export const DEFAULT_CHECK_POOL: CheckPoolOptions = {
  workers: 2,
  cpuMs: 2000,
  heapMb: 512,
  maxQueued: 64,
};

/** A file refused because checking it needs more CPU time or memory than the pool allows. */
export class CheckTooCostly extends Error {
  constructor(readonly why: 'cpu' | 'memory') {
    super(`file check exceeded its ${why} limit`);
  }
}

interface Pending {
  task: CheckTask;
  resolve: (result: CheckResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  tid?: number;
  ready: boolean;
  job?: Pending & {
    id: number;
    startCpu: number | undefined;
    startedAt: number;
    cpuMs: number;
  };
}

/**
 * Image and PDF checks in a few worker threads, each file with a CPU deadline and a heap cap:
 * a worker whose file runs past either is ended (and replaced), so a crafted file costs at most
 * the deadline and holds up no one else's for longer. Workers keep the process alive only while
 * they have work.
 */
export class CheckPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private watch: NodeJS.Timeout | undefined;
  private readyWaiters: (() => void)[] = [];

  constructor(readonly options: CheckPoolOptions = DEFAULT_CHECK_POOL) {}

  /** The task's result; CheckTooCostly past the limits; an AppError the worker refused with. */
  run(task: CheckTask): Promise<CheckResult> {
    if (this.queue.length >= this.options.maxQueued) {
      // Each file ahead of this one ends within its deadline (an image's may be a few of them):
      // a fair time to come back.
      const seconds = Math.ceil((this.options.cpuMs * CHECK_ALLOWANCE_MAX_DEADLINES) / 1000);
      return Promise.reject(new AppError('rateLimited', undefined, 'forms.checksBusy', seconds));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts a worker ahead of the first file, so that file does not wait for it to load (a few
   * hundred ms of CPU under tsx); resolves when one is ready.
   */
  warm(): Promise<void> {
    if ([...this.slots].some((slot) => slot.ready)) return Promise.resolve();
    if (this.slots.size === 0) this.spawn();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Ends every worker; waiting and running checks fail. */
  async close(): Promise<void> {
    const error = new Error('file check pool closed');
    for (const pending of this.queue.splice(0)) pending.reject(error);
    await Promise.all([...this.slots].map((slot) => this.end(slot, error)));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.ready && !slot.job) this.start(slot, this.queue.shift()!);
    }
    const starting = [...this.slots].filter((slot) => !slot.ready).length;
    if (this.queue.length > starting && this.slots.size < this.options.workers) this.spawn();
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    const startCpu = slot.tid === undefined ? undefined : threadCpuMs(slot.tid);
    const cpuMs = ('cpuMs' in pending.task && pending.task.cpuMs) || this.options.cpuMs;
    slot.job = { ...pending, id, startCpu, startedAt: Date.now(), cpuMs };
    // A copy is handed over (transferred): the caller's buffer stays usable.
    const bytes = new Uint8Array(pending.task.bytes);
    slot.worker.ref();
    slot.worker.postMessage({ ...pending.task, bytes, id } satisfies CheckJob, [bytes.buffer]);
    this.watch ??= setInterval(() => this.enforceDeadlines(), WATCH_MS).unref();
  }

  private spawn(): void {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY },
      // Not the server's own flags (V8 heap sizes, its loader): the boot module loads what it needs.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    const slot: Slot = { worker, ready: false };
    this.slots.add(slot);
    worker.unref();
    worker.on('message', (message: CheckReady | CheckReply) => {
      if ('ready' in message) {
        slot.ready = true;
        slot.tid = message.tid;
        for (const resolve of this.readyWaiters.splice(0)) resolve();
        this.dispatch();
      } else this.settle(slot, message);
    });
    worker.on('error', (error) => void this.end(slot, error));
    worker.on(
      'exit',
      (code) => void this.end(slot, new Error(`file check worker exited (${code})`)),
    );
  }

  private settle(slot: Slot, reply: CheckReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    slot.job = undefined;
    slot.worker.unref();
    if (reply.ok) job.resolve(reply.result);
    else if (reply.refusal) {
      const { errorName, fields, messageKey } = reply.refusal;
      job.reject(new AppError(errorName, fields, messageKey));
    } else job.reject(new Error(`file check failed in the worker (${reply.failure ?? 'unknown'})`));
    this.dispatch();
  }

  /** Removes a worker; its file, if any, fails with `error`; a new worker takes the queue. */
  private async end(slot: Slot, error: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    slot.job = undefined;
    const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    job?.reject(outOfMemory ? new CheckTooCostly('memory') : error);
    this.dispatch();
    await slot.worker.terminate();
  }

  /** CPU time where the kernel tells it per thread; elapsed time otherwise. */
  private enforceDeadlines(): void {
    let busy = 0;
    for (const slot of this.slots) {
      const job = slot.job;
      if (!job) continue;
      busy += 1;
      const cpu = slot.tid === undefined ? undefined : threadCpuMs(slot.tid);
      const used =
        cpu !== undefined && job.startCpu !== undefined
          ? cpu - job.startCpu
          : Date.now() - job.startedAt;
      if (used > job.cpuMs) void this.end(slot, new CheckTooCostly('cpu'));
    }
    if (busy === 0 && this.watch) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }
}
