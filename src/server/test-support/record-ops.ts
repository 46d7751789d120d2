import type { Operation, JsonSchema } from './fuzz/openapi-operations';

/** What a record id names, as the access rule (auth/record-access.ts) knows it. */
export type RecordKind = 'client' | 'appointment' | 'submission' | 'upload' | 'link';

/** Field names that carry a record id, wherever they appear (path, query, body). */
const ID_FIELDS: Record<string, RecordKind> = {
  client_id: 'client',
  clientId: 'client',
  appointment_id: 'appointment',
  appointmentId: 'appointment',
  submission_id: 'submission',
  upload_id: 'upload',
  linkId: 'link',
};

/** A bare `{id}` path parameter names what the path is about. */
const ID_PATHS: [string, RecordKind][] = [
  ['/api/clients/', 'client'],
  ['/api/appointments/', 'appointment'],
  ['/api/forms/submissions/', 'submission'],
];

/** Every property name of a body schema, through `oneOf`/`anyOf`/`allOf`. */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
  const nested = ['oneOf', 'anyOf', 'allOf'].flatMap((key) =>
    ((schema[key] as JsonSchema[] | undefined) ?? []).flatMap(bodyFields),
  );
  return [...new Set([...own, ...nested])];
}

/** The record ids an operation takes: `{field: kind}` for path, query and body fields. */
export function recordIdsOf(op: Operation): Record<string, RecordKind> {
  const ids: Record<string, RecordKind> = {};
  for (const name of Object.keys(op.pathParams)) {
    const byPath = name === 'id' ? ID_PATHS.find(([prefix]) => op.path.startsWith(prefix)) : null;
    const kind = byPath?.[1] ?? ID_FIELDS[name];
    if (kind) ids[name] = kind;
  }
  for (const name of [...Object.keys(op.query), ...bodyFields(op.body)]) {
    const kind = ID_FIELDS[name];
    if (kind) ids[name] = kind;
  }
  return ids;
}

export const opKey = (op: Pick<Operation, 'method' | 'path'>) =>
  `${op.method.toUpperCase()} ${op.path}`;
