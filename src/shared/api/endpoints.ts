import type { AccountEndpoints } from './endpoints-accounts';
import type { AuditEndpoints } from './endpoints-audit';
import type { ClientEndpoints } from './endpoints-clients';
import type { FormEndpoints } from './endpoints-forms';
import type { LegalEndpoints } from './endpoints-legal';
import type { VisitEndpoints } from './endpoints-visits';

/**
 * Every JSON endpoint the web app calls, keyed `'METHOD /api/path/:param'` exactly as the server
 * registers it (`apiRoute`'s method and url), with what it takes and what `data` it answers.
 * The server's handler must return `response` and the browser reads it from the same entry, so
 * a changed shape fails the type check on both sides. Uploads (multipart) and binary downloads
 * are not here: they do not answer a JSON envelope of one type.
 */
export interface Endpoints
  extends
    AccountEndpoints,
    AuditEndpoints,
    ClientEndpoints,
    FormEndpoints,
    LegalEndpoints,
    VisitEndpoints {}

export type EndpointKey = keyof Endpoints;

/** What a call to `K` sends: its path parameters, query and body, as the entry names them. */
export type EndpointInput<K extends EndpointKey> = Omit<Endpoints[K], 'response'>;

/** The `data` of a successful answer of `K`. */
export type EndpointResponse<K extends EndpointKey> = Endpoints[K]['response'];
