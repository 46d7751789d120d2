import { createExternalStore } from './external-store';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  /** Already translated text. */
  text: string;
}

export const toasts = createExternalStore<Toast[]>([]);
let nextId = 1;

const VISIBLE_MS = 8_000;

export function showToast(kind: Toast['kind'], text: string): void {
  const id = nextId++;
  // The same message twice in a row (e.g. a retried request) shows once.
  if (toasts.get().some((t) => t.text === text)) return;
  toasts.set([...toasts.get(), { id, kind, text }]);
  setTimeout(() => dismissToast(id), VISIBLE_MS);
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

/**
 * Errors are about what was just tried: once something else has worked, or the person has gone
 * to another page, they are out of date and would only cover what is on screen now.
 */
export function dismissErrorToasts(): void {
  const left = toasts.get().filter((t) => t.kind !== 'error');
  if (left.length !== toasts.get().length) toasts.set(left);
}
