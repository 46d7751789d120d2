/**
 * The CPU time (user + system, all threads of this process, in ms) `work` took, with its result.
 * "Refused without decoding" is a claim about work done, not about the clock: on a busy machine
 * a cheap refusal may wait seconds for a core, but it never burns seconds of CPU.
 */
export async function withCpuTime<T>(
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
