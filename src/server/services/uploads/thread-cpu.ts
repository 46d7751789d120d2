import { readFileSync, readlinkSync } from 'node:fs';

/** Linux reports thread times in clock ticks of 1/100 s (USER_HZ, fixed for user space). */
const MS_PER_TICK = 10;

/**
 * The calling thread's id as the kernel knows it (`/proc/thread-self` → `pid/task/tid`), or
 * undefined off Linux. A worker sends it to the main thread, which can then read the worker's
 * CPU time while the worker is busy and cannot answer.
 */
export function ownThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, ms) a thread of this process has used, or undefined. */
export function threadCpuMs(tid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}
