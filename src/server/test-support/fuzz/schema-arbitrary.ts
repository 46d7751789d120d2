import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** Any UTF-16 code unit, so lone surrogates and NUL come up as often as letters. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Strings that have broken parsers, loggers and databases before. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFF',
    '\u202Egnp.exe',
    '%00',
    '%E0%A4%A',
    '../../etc/passwd',
    "'; drop table clients; --",
    '<script>alert(1)</script>',
    '1e400',
    '-0',
    'NaN',
    '0x10',
    '２０２４-０１-０１',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom(2_000, 70_000, 1_100_000).map((n) => 'x'.repeat(n)),
);

/** A value of the wrong type for almost any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), junkString), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor'), fc.integer(), { maxKeys: 2 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.string({
        minLength: Math.min(Number(schema.minLength ?? 0), 64),
        maxLength: Math.min(Number(schema.maxLength ?? 40), 200),
      });
  }
}

/** A value shaped by the schema (often valid, so the fuzzer gets past the parser). */
function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union && union.length > 0) return fc.oneof(...union.map((s) => valueFor(s, depth)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return valueFor(schema.allOf[0] as JsonSchema, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Number(schema.minimum ?? -1_000_000),
        max: Number(schema.maximum ?? 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor((schema.items as JsonSchema) ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.oneof(junkString, wrongType);
  }
}

/** An object with the schema's fields, some left out, sometimes with a field it does not know. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, valueFor(s, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) }),
      fc.option(fc.dictionary(fc.constantFrom('extra', 'admin', '__proto__', 'role'), wrongType), {
        freq: 4,
      }),
    )
    .map(([known, extra]) => ({ ...known, ...(extra ?? {}) }));
}

/** Valid-looking most of the time; otherwise junk text or the wrong type. Nesting is bounded. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.oneof(junkString, wrongType);
  return fc.oneof(
    { arbitrary: shaped(schema, depth), weight: 6 },
    { arbitrary: junkString, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}
