/**
 * What of an error may reach the log. Error messages are not safe: a failed query's message is
 * "Failed query: <sql>\nparams: <values>" (questionnaires, addresses, password and token
 * hashes), a database error's `detail` quotes the offending row, and `stack` begins with the
 * message. So only these are kept: the error's class, a code (SQLSTATE, or a Node or Fastify
 * code), the statement's name, and the stack frames.
 */
export interface SafeErrorLog {
  type: string;
  cause?: string;
  code?: string;
  statement?: string;
  stack?: string;
}

/** SQLSTATE (`23505`, `P0001`), Node (`ECONNREFUSED`) and Fastify (`FST_ERR_…`) codes. */
const CODE = /^[A-Z0-9_]{1,64}$/;
const CLASS_NAME = /^[A-Za-z0-9_$]{1,64}$/;
const STATEMENT_NAME = /^[A-Za-z0-9_]{1,64}$/;
const IDENTIFIER = String.raw`"?([A-Za-z_][\w$]*)"?(?:\."?([A-Za-z_][\w$]*)"?)?`;
const MAX_FRAMES = 20;

/** The class name; a minified one (PGlite's errors are class `O`) gives way to `name`. */
function className(value: object): string {
  const name = value.constructor?.name;
  if (name && name.length > 2 && name !== 'Object' && CLASS_NAME.test(name)) return name;
  const own = (value as { name?: unknown }).name;
  return typeof own === 'string' && CLASS_NAME.test(own) ? own : 'Error';
}

/** The error and its causes, outermost first (drivers are wrapped by Drizzle). */
function chain(error: object): object[] {
  const out: object[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && out.length < 5 && !out.includes(current)) {
    out.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** Literals and comments removed first, so only identifiers can be picked from the text. */
function withoutLiterals(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/**
 * Only the statement's own level: inside parentheses, column lists, subqueries and
 * expressions such as `extract(epoch from …)` would name the wrong thing.
 */
function outerLevel(text: string): string {
  let out = text;
  for (let pass = 0; pass < 64; pass += 1) {
    const next = out.replace(/\([^()]*\)/g, ' ');
    if (next === out) break;
    out = next;
  }
  return out;
}

const VERBS = ['select', 'insert', 'update', 'delete'] as const;
const TABLE_AFTER: Record<(typeof VERBS)[number], RegExp> = {
  select: new RegExp(String.raw`\bfrom\s+${IDENTIFIER}`, 'i'),
  insert: new RegExp(String.raw`\binsert\s+into\s+${IDENTIFIER}`, 'i'),
  update: new RegExp(String.raw`\bupdate\s+${IDENTIFIER}`, 'i'),
  delete: new RegExp(String.raw`\bdelete\s+from\s+${IDENTIFIER}`, 'i'),
};

/**
 * A short name for a SQL text: its verb and first table at the statement's own level
 * (`insert form_submissions`, `select sessions`). Never values: Drizzle sends them as
 * parameters, and literals are removed before matching.
 */
export function statementName(sql: string): string {
  const text = outerLevel(withoutLiterals(sql.slice(0, 100_000)));
  let best: { at: number; name: string } | undefined;
  for (const verb of VERBS) {
    const match = TABLE_AFTER[verb].exec(text);
    if (match && (!best || match.index < best.at)) {
      best = { at: match.index, name: `${verb} ${match[2] ?? match[1]}` };
    }
  }
  if (best) return best.name;
  return /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'statement';
}

function statementOf(errors: object[]): string | undefined {
  for (const error of errors) {
    // Named prepared statements (db/named-query.ts) carry the name they were prepared under.
    const named = (error as { statementName?: unknown }).statementName;
    if (typeof named === 'string' && STATEMENT_NAME.test(named)) return named;
  }
  for (const error of errors) {
    const query = (error as { query?: unknown }).query;
    if (typeof query === 'string') return statementName(query);
  }
  return undefined;
}

function codeOf(errors: object[]): string | undefined {
  for (const error of errors) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && CODE.test(code)) return code;
  }
  return undefined;
}

const FRAME = '    at ';

/**
 * The frames of a stack, never its head: V8 starts a stack with `String(error)`, the message
 * included, over as many lines as it has. That head is cut off, then only the trailing run of
 * frame lines is kept (a message line starting like a frame stays out when the head differs).
 */
function framesOf(error: object): string | undefined {
  const stack = (error as { stack?: unknown }).stack;
  if (typeof stack !== 'string') return undefined;
  let head = '';
  try {
    head = String(error);
  } catch {
    // An object whose toString throws: keep only the trailing frames.
  }
  const body = head && stack.startsWith(head) ? stack.slice(head.length) : stack;
  const lines = body.split('\n');
  let start = lines.length;
  while (start > 0 && lines[start - 1]!.startsWith(FRAME)) start -= 1;
  const frames = lines.slice(start, start + MAX_FRAMES);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function safeErrorLog(error: unknown): SafeErrorLog {
  if (!error || typeof error !== 'object') return { type: typeof error };
  const errors = chain(error);
  const cause = errors[errors.length - 1];
  const log: SafeErrorLog = { type: className(error) };
  if (cause && cause !== error) log.cause = className(cause);
  const code = codeOf(errors);
  if (code) log.code = code;
  const statement = statementOf(errors);
  if (statement) log.statement = statement;
  const stack = framesOf(error);
  if (stack) log.stack = stack;
  return log;
}
