import type { EndpointInput, EndpointKey, EndpointResponse } from '../../shared/api/endpoints';
import type { Envelope } from '../../shared/api/envelope';
import { apiRequest, type RequestOptions } from './client';

/** How a call behaves; what it sends and where comes from the endpoint's entry. */
export type CallOptions = Pick<RequestOptions, 'base' | 'background' | 'quiet' | 'timeoutMs'>;

type Method = NonNullable<RequestOptions['method']>;
type QueryValue = string | number | boolean | null | undefined;

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/**
 * The method and path of one call: each `:name` of the key's path is filled from `params`
 * (encoded, so an id can never change the path), and the query is appended without its
 * undefined (or null) values.
 */
export function endpointRequest(
  key: string,
  input: Pick<RawInput, 'params' | 'query'> = {},
): { method: Method; path: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const path = key
    .slice(space + 1)
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) =>
      encodeURIComponent(String(input.params?.[name] ?? '')),
    );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return { method, path: query ? `${path}?${query}` : path };
}

/** The input may be left out only when the endpoint takes none (or only optional parts). */
type CallArgs<K extends EndpointKey> =
  object extends EndpointInput<K>
    ? [input?: EndpointInput<K>, options?: CallOptions]
    : [input: EndpointInput<K>, options?: CallOptions];

/**
 * Calls one endpoint of the shared `Endpoints` map: the key names the method and path, the
 * input is checked against the entry, and the answer's `data` has the entry's response type.
 * Like apiRequest underneath it never throws; a failed envelope's message is translated.
 */
export function callApi<K extends EndpointKey>(
  key: K,
  ...[input, options]: CallArgs<K>
): Promise<Envelope<EndpointResponse<K>>> {
  const raw = (input ?? {}) as RawInput;
  const { method, path } = endpointRequest(key, raw);
  return apiRequest<EndpointResponse<K>>(path, { ...options, method, body: raw.body });
}
