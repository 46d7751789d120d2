import { createExternalStore } from '../ui/external-store';

/** How many requests are running; the loading overlay shows while it is above zero. */
export const pendingRequests = createExternalStore(0);

export function trackRequest<T>(work: Promise<T>): Promise<T> {
  pendingRequests.set(pendingRequests.get() + 1);
  return work.finally(() => pendingRequests.set(pendingRequests.get() - 1));
}
