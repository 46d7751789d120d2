import { createExternalStore } from './external-store';

export type Politeness = 'polite' | 'assertive';

/**
 * The one way a confirmation or failure reaches a screen reader: its text is written into a
 * live region that was already in the page (LiveRegions, mounted once by the shell), because a
 * region inserted together with its text is often not read.
 */
export const announcements = createExternalStore<Record<Politeness, string>>({
  polite: '',
  assertive: '',
});

let pending: ReturnType<typeof setTimeout> | undefined;

/** Reads `text` out once; the same text again is read again (the region is emptied first). */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const other: Politeness = politeness === 'polite' ? 'assertive' : 'polite';
  announcements.set({ ...announcements.get(), [politeness]: '', [other]: '' });
  if (pending) clearTimeout(pending);
  // An emptied region and its new text in one render would be one change, not read twice.
  pending = setTimeout(() => {
    pending = undefined;
    announcements.set({ ...announcements.get(), [politeness]: text });
  }, 50);
}
