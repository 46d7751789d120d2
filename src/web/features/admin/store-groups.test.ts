import { describe, expect, it } from 'vitest';
import { groupStores } from './store-groups';

const stores = [
  { code: 'test1', name: 'Test 1' },
  { code: '2EK0L', name: 'Clinic 2EK0L' },
  { code: 'london', name: 'London' },
  { code: 'democopy', name: 'Demo copy' },
  { code: 'de', name: 'Berlin' },
  { code: 'zurich', name: 'Zürich' },
];
const codes = (list: { code: string }[]) => list.map((s) => s.code);

describe('groupStores', () => {
  it('puts clinics with a name of their own first, by name, and the rest after', () => {
    const groups = groupStores(stores, '');
    expect(codes(groups.named)).toEqual(['de', 'london', 'zurich']);
    expect(codes(groups.other)).toEqual(['2EK0L', 'democopy', 'test1']);
    expect(groups).toMatchObject({ shown: 6, total: 6 });
  });

  it('filters by name without case or accents', () => {
    const groups = groupStores(stores, '  LON ');
    expect(codes(groups.named)).toEqual(['london']);
    expect(groups.other).toEqual([]);
    expect(groups).toMatchObject({ shown: 1, total: 6 });
    expect(codes(groupStores(stores, 'zur').named)).toEqual(['zurich']);
    expect(codes(groupStores(stores, 'clinic').other)).toEqual(['2EK0L']);
  });

  it('shows none when nothing matches', () => {
    expect(groupStores(stores, 'paris')).toMatchObject({ named: [], other: [], shown: 0 });
  });
});
