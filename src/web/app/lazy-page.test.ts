import { describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, lazyPage, withTimeout } from './lazy-page';

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

describe('lazyPage', () => {
  const ErrorPage = () => null;

  it('returns the named export as the route component', async () => {
    const Page = () => null;
    const load = lazyPage(async () => ({ Page }), 'Page', ErrorPage);
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('renders the error page in place of a chunk that failed, and reports it', async () => {
    const reported: unknown[] = [];
    const failure = new Error('Failed to fetch dynamically imported module');
    const load = lazyPage(
      () => Promise.reject(failure),
      'Page' as never,
      ErrorPage,
      (e) => reported.push(e),
    );
    const { Component } = await load();
    const element = (Component as unknown as () => { type: unknown; props: { error: unknown } })();
    expect(element.type).toBe(ErrorPage);
    expect(element.props.error).toBe(failure);
    expect(reported).toEqual([failure]);
  });
});
