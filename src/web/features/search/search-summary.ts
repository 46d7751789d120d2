import type { ClientSearchBody, ClientSearchResult } from '../../../shared/api/clients';

/** A translation key and its values: what the status region says after a search. */
export interface SearchSummary {
  key: string;
  values: Record<string, string | number>;
}

/** The words searched for, as the person typed them (a date through `formatDate`). */
export function searchedTerm(body: ClientSearchBody, formatDate: (iso: string) => string): string {
  switch (body.type) {
    case 'name':
      return body.name;
    case 'appointment':
      return body.appointment_number;
    case 'email':
      return body.email;
    case 'mobile':
      return body.mobile;
    case 'dob':
      return [formatDate(body.date_of_birth), body.name].filter(Boolean).join(' ');
  }
}

/**
 * One short sentence for a screen reader: how many clients were found for what. The tables stay
 * out of the live region, so they are read as tables when the person goes to them.
 */
export function searchSummary(
  result: ClientSearchResult | null,
  term: string,
  count: (n: number) => string,
): SearchSummary | null {
  if (!result) return null;
  if (result.status === 'not_verified') return { key: result.message, values: {} };
  if (result.status === 'not_found') return { key: 'search.summary.none', values: { term } };
  // An exact email or mobile names one client, shown without a list.
  if (result.client) {
    return { key: 'search.summary.client', values: { name: result.client.name } };
  }
  if (result.hits.length === 0) return { key: 'search.summary.none', values: { term } };
  const key = result.more ? 'search.summary.foundMore' : 'search.summary.found';
  return { key, values: { count: count(result.hits.length), term } };
}
