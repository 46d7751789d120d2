/**
 * A closed native select changes its value on an arrow key, Home, End, Page Up/Down or a typed
 * letter (Chromium on Windows and Linux), so its change event is not a choice by itself
 * (WCAG 3.2.2). These helpers tell a pick from the open list (pointer, touch, or keys that
 * open the list) from a keystroke passing by, and what Enter and Escape mean on the field.
 */

/** What a key pressed on the select means. */
export type SelectKeyIntent = 'open' | 'step' | 'commit' | 'revert' | 'none';

/** How the last change of the select came about. */
export type SelectChangeSource = 'pick' | 'step' | 'unknown';

const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function selectKeyIntent(event: {
  key: string;
  altKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}): SelectKeyIntent {
  const { key } = event;
  if (key === 'Enter') return 'commit';
  if (key === 'Escape') return 'revert';
  if (key === ' ' || key === 'F4') return 'open';
  if (event.altKey && (key === 'ArrowDown' || key === 'ArrowUp')) return 'open';
  if (STEP_KEYS.has(key)) return 'step';
  // Type-ahead: a printable character jumps to the option it starts.
  if (key.length === 1 && !event.ctrlKey && !event.metaKey) return 'step';
  return 'none';
}

/** The source a key leaves behind for the change it may cause (undefined: keep the last one). */
export function sourceOfKey(intent: SelectKeyIntent): SelectChangeSource | undefined {
  if (intent === 'open') return 'pick';
  if (intent === 'step') return 'step';
  return undefined;
}

/**
 * Only a pick from the open list is a committed choice. A change nobody can place (a script's,
 * or one the server-rendered page handed over at hydration) waits like a keystroke.
 */
export function changeIsCommitted(source: SelectChangeSource): boolean {
  return source === 'pick';
}
