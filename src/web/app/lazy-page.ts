import { createElement, type ComponentType } from 'react';

/** Spec §9: a page's code that has not arrived after 120 s is an error (with a retry). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(work: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route's `lazy` loader for a page module's named export. A download that fails or times out
 * renders `ErrorPage` in the page's place, so the page around it stays, and the browser is
 * told about it.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  ErrorPage: ComponentType<{ error: unknown }>,
  onError?: (error: unknown) => void,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await withTimeout(load());
      return { Component: module[exportName] as ComponentType };
    } catch (error) {
      onError?.(error);
      return { Component: () => createElement(ErrorPage, { error }) };
    }
  };
}
