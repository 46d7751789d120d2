/** One documented operation, read from the OpenAPI document (`/api/docs/json`). */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/visits/{appointment_id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** The body's media type (`application/json` unless the route says otherwise). */
  bodyType: string | undefined;
}

export type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the document, in a stable order (so a seed replays the same requests). */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    const byMethod = doc.paths[path]!;
    for (const method of Object.keys(byMethod).sort()) {
      const op = byMethod[method] as OpenApiOperation;
      const pick = (where: string) =>
        Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => [p.name, p.schema ?? {}] as const),
        );
      const content = op.requestBody?.content ?? {};
      const [bodyType, media] = Object.entries(content)[0] ?? [];
      const body = media?.schema;
      operations.push({
        method,
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body,
        bodyType,
      });
    }
  }
  return operations;
}
