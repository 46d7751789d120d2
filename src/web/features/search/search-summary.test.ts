import { describe, expect, it } from 'vitest';
import type {
  ClientInfoDto,
  ClientSearchHit,
  ClientSearchResult,
} from '../../../shared/api/clients';
import { searchedTerm, searchSummary } from './search-summary';

const result = (over: Partial<ClientSearchResult>): ClientSearchResult => ({
  status: 'found',
  message: '',
  switch_to: null,
  client: null,
  hits: [],
  more: false,
  ...over,
});
const hit = (id: string) => ({ id, name: id }) as ClientSearchHit;
const count = (n: number) => `#${n}`;

describe('searchSummary', () => {
  it('says nothing before a search', () => {
    expect(searchSummary(null, '', count)).toBeNull();
  });

  it('counts the clients found for the term', () => {
    const found = result({ hits: [hit('a'), hit('b'), hit('c')] });
    expect(searchSummary(found, 'karimova', count)).toEqual({
      key: 'search.summary.found',
      values: { count: '#3', term: 'karimova' },
    });
    expect(searchSummary({ ...found, more: true }, 'k', count)?.key).toBe(
      'search.summary.foundMore',
    );
  });

  it('says when nobody was found, and why a contact was refused', () => {
    expect(searchSummary(result({ status: 'not_found' }), 'zed', count)).toEqual({
      key: 'search.summary.none',
      values: { term: 'zed' },
    });
    const refused = result({ status: 'not_verified', message: 'clients.emailNotVerified' });
    expect(searchSummary(refused, 'a@b.c', count)?.key).toBe('clients.emailNotVerified');
  });

  it('names the one client an exact contact found', () => {
    const client = { name: 'Amelia Demo' } as ClientInfoDto;
    expect(searchSummary(result({ client }), 'a@b.c', count)).toEqual({
      key: 'search.summary.client',
      values: { name: 'Amelia Demo' },
    });
  });
});

describe('searchedTerm', () => {
  const date = (iso: string) => `[${iso}]`;
  it('reads the term of each kind of search', () => {
    expect(searchedTerm({ type: 'name', name: 'karimova' }, date)).toBe('karimova');
    expect(searchedTerm({ type: 'appointment', appointment_number: 'AP-1' }, date)).toBe('AP-1');
    expect(searchedTerm({ type: 'dob', date_of_birth: '1990-01-02' }, date)).toBe('[1990-01-02]');
    expect(searchedTerm({ type: 'dob', date_of_birth: '1990-01-02', name: 'Al' }, date)).toBe(
      '[1990-01-02] Al',
    );
  });
});
