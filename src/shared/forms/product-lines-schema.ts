import * as z from 'zod/mini';
import { isEmptyAnswer } from './answer-values';
import { MESSAGES as M } from './messages';
import type { ProductLinesQuestion } from './model';

type LineField = 'product' | 'dose' | 'batch';

/**
 * The schema of a `product_lines` answer (already known to be a non-empty value). Each line is
 * checked on its own so an error names the line and the field (`product_lines.1.dose`); lines
 * come out as `{product, dose}`, plus the trimmed `batch` when the question asks one per line.
 * Emptiness is judged as in `isEmptyAnswer`, so a dose the browser holds as NaN and the server
 * receives as null gets the same message on both sides.
 */
export function productLinesSchema(q: ProductLinesQuestion) {
  const products = new Map(q.products.items.map((p) => [p.id, p]));
  const batchPattern = q.lineBatch === undefined ? undefined : new RegExp(q.lineBatch, 'u');
  const line = z.object(
    {
      product: z.optional(z.unknown()),
      dose: z.optional(z.unknown()),
      batch: z.optional(z.unknown()),
    },
    M.invalidFormat,
  );
  const checked = z.array(line, M.invalidFormat).check(
    z.maxLength(q.maxLines, M.tooManyLines),
    z.superRefine((lines, ctx) => {
      const seen = new Set<string>();
      const report = (index: number, field: LineField, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [index, field], input: lines[index] });
      lines.forEach(({ product, dose, batch }, index) => {
        const known = typeof product === 'string' ? products.get(product) : undefined;
        if (isEmptyAnswer(product)) report(index, 'product', M.required);
        else if (known === undefined) report(index, 'product', M.invalidFormat);
        else if (seen.has(known.id)) report(index, 'product', M.duplicateProduct);
        if (known) seen.add(known.id);

        if (isEmptyAnswer(dose)) report(index, 'dose', M.required);
        else if (typeof dose !== 'number') report(index, 'dose', M.invalidFormat);
        // The range is the product's: without a known product the line already has its error.
        else if (known !== undefined && (!(dose > 0) || dose > known.maxDose)) {
          report(index, 'dose', M.doseOutOfRange);
        }

        if (!batchPattern) return;
        if (isEmptyAnswer(batch)) report(index, 'batch', M.required);
        else if (typeof batch !== 'string' || !batchPattern.test(batch.trim())) {
          report(index, 'batch', M.invalidFormat);
        }
      });
    }),
  );
  return z.pipe(
    checked,
    z.transform((lines) =>
      lines.map(({ product, dose, batch }) =>
        batchPattern && typeof batch === 'string'
          ? { product, dose, batch: batch.trim() }
          : { product, dose },
      ),
    ),
  );
}
