import { useRef, useState, type KeyboardEvent } from 'react';
import {
  changeIsCommitted,
  selectKeyIntent,
  sourceOfKey,
  type SelectChangeSource,
} from './select-intent';

/**
 * A native select whose change acts (switches the language, saves a chair) acts only on a
 * committed choice (WCAG 3.2.2): a pick from the open list acts at once; a keystroke on the
 * closed list only makes the value pending, shown in the list, until Enter (or the caller's
 * own button, `apply`) commits it or Escape (`revert`) goes back. Spread `props` on the select.
 */
export function useCommittedSelect<T extends string>(current: T, commit: (value: T) => void) {
  const [pending, setPending] = useState<T | null>(null);
  const source = useRef<SelectChangeSource>('unknown');
  const picked = () => {
    source.current = 'pick';
  };
  const apply = () => {
    if (pending === null) return;
    setPending(null);
    commit(pending);
  };

  const props = {
    value: pending ?? current,
    onPointerDown: picked,
    onMouseDown: picked,
    onTouchStart: picked,
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      const intent = selectKeyIntent(event);
      source.current = sourceOfKey(intent) ?? source.current;
      if (pending === null) return;
      if (intent === 'commit') {
        event.preventDefault();
        apply();
      } else if (intent === 'revert') {
        event.preventDefault();
        setPending(null);
      }
    },
    onChange(event: { target: { value: string } }) {
      const chosen = event.target.value as T;
      const committed = changeIsCommitted(source.current);
      source.current = 'unknown';
      if (chosen === current) setPending(null);
      else if (committed) {
        setPending(null);
        commit(chosen);
      } else setPending(chosen);
    },
  };
  return { pending, props, apply, revert: () => setPending(null) };
}
