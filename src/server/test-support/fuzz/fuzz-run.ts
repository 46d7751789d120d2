import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { Identity } from './fuzz-identities';
import { requestFor } from './fuzz-request';
import type { Operation } from './openapi-operations';

export interface FuzzFailure {
  identity: string;
  request: InjectOptions;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzReport {
  sent: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

/**
 * The live visit event stream never ends for a member of staff, so staff callers are not sent
 * to it here (visit-events.test.ts covers it); anonymous callers and clients still are.
 */
const STREAMS = new Set(['get /api/visits/events']);
/** Requests after which the caller's session may be gone or replaced. */
const SESSION_CHANGING = /^\/api\/(session\/logout|auth\/|mform\/(email|mobile)Regist|setup\/)/;

/** What is wrong with an answer: a 5xx, or a 400 that does not say which field or body. */
export function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode !== 400) return null;
  let body: { code?: number; data?: { fields?: { path?: unknown; message?: unknown }[] } };
  try {
    body = response.json();
  } catch {
    return '400 without the JSON envelope';
  }
  // A body that is not JSON or form data at all is refused as such: the body is the field.
  if (body.code === ERROR_CODES.malformedBody || body.code === ERROR_CODES.unsupportedMediaType) {
    return null;
  }
  const fields = body.data?.fields;
  if (body.code !== ERROR_CODES.validation) return `400 with code ${body.code}`;
  if (!Array.isArray(fields) || fields.length === 0) return '400 naming no field';
  const unnamed = fields.find((f) => typeof f.path !== 'string' || f.path === '' || !f.message);
  return unnamed ? '400 with a field error without path or message' : null;
}

/**
 * Sends `requests` generated requests (seeded, so a run replays), cycling through every
 * operation and, for each, through every identity, so each pair is covered once the budget
 * reaches operations × identities. Stops early at `deadline` (ms since the epoch) if given.
 */
export async function runFuzz(
  app: FastifyInstance,
  operations: Operation[],
  identities: Identity[],
  options: { seed: number; requests: number; deadline?: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, statuses: {}, failures: [] };
  for (let i = 0; i < options.requests; i += 1) {
    if (options.deadline && Date.now() > options.deadline) break;
    const op = operations[i % operations.length]!;
    let identity = identities[Math.floor(i / operations.length) % identities.length]!;
    if (identity.staff && STREAMS.has(`${op.method} ${op.path}`)) identity = identities[0]!;
    const [generated] = fc.sample(requestFor(op), { seed: options.seed + i, numRuns: 1 });
    const request = {
      ...generated!,
      headers: { ...generated!.headers, ...identity.headers() },
    } as InjectOptions;
    const response = await app.inject(request);
    report.sent += 1;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    const problem = problemWith(response);
    if (problem) {
      report.failures.push({
        identity: identity.name,
        request: { ...request, payload: String(request.payload ?? '').slice(0, 500) },
        status: response.statusCode,
        problem,
        body: response.body.slice(0, 500),
      });
    }
    if (SESSION_CHANGING.test(op.path)) await identity.refresh();
  }
  return report;
}
