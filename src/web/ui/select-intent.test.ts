import { describe, expect, it } from 'vitest';
import { changeIsCommitted, selectKeyIntent, sourceOfKey } from './select-intent';

const key = (k: string, extra: { altKey?: boolean; ctrlKey?: boolean } = {}) =>
  selectKeyIntent({ key: k, altKey: false, ...extra });

describe('selectKeyIntent', () => {
  it('treats keys that move the value of a closed list as steps', () => {
    for (const k of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageDown'])
      expect(key(k)).toBe('step');
    expect(key('f')).toBe('step');
    expect(key('ع')).toBe('step');
  });

  it('knows the keys that open the list, commit and revert', () => {
    expect(key(' ')).toBe('open');
    expect(key('F4')).toBe('open');
    expect(key('ArrowDown', { altKey: true })).toBe('open');
    expect(key('Enter')).toBe('commit');
    expect(key('Escape')).toBe('revert');
  });

  it('ignores keys that change nothing', () => {
    expect(key('Tab')).toBe('none');
    expect(key('Shift')).toBe('none');
    expect(key('c', { ctrlKey: true })).toBe('none');
  });
});

describe('changeIsCommitted', () => {
  it('commits a pick from the open list only', () => {
    expect(changeIsCommitted('pick')).toBe(true);
    expect(changeIsCommitted('step')).toBe(false);
    expect(changeIsCommitted('unknown')).toBe(false);
  });

  it('remembers what a key means for the next change', () => {
    expect(sourceOfKey(key(' '))).toBe('pick');
    expect(sourceOfKey(key('ArrowDown'))).toBe('step');
    expect(sourceOfKey(key('Tab'))).toBeUndefined();
  });
});
