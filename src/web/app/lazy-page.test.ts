import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './lazy-page';

describe('withTimeout', () => {
  it('resolves a chunk that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 50)).resolves.toBe('page');
  });

  it('fails with ChunkTimeoutError when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.useRealTimers();
  });

  it('passes a failed download through', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 50)).rejects.toThrow('offline');
  });
});
