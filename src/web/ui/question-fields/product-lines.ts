import type { ProductLinesQuestion } from '../../../shared/forms/model';
import { productLinesSchema } from '../../../shared/forms/product-lines-schema';

/**
 * The product-lines control's state changes, kept pure so they are tested without a browser.
 * A line being written may lack its product or dose; the engine's schema says what is wrong.
 */
export interface DraftLine {
  product?: string;
  dose?: number;
  /** The vial's or bag's batch or lot number, as typed. */
  batch?: string;
}

const isBlank = (line: DraftLine) =>
  line.product === undefined && line.dose === undefined && line.batch === undefined;

/** The lines to draw: the answer's, or one blank line to start with. */
export function linesOf(value: unknown): DraftLine[] {
  if (!Array.isArray(value) || value.length === 0) return [{}];
  return value.map((line: unknown) => {
    const { product, dose, batch } = (line ?? {}) as Record<string, unknown>;
    return {
      ...(typeof product === 'string' && product !== '' ? { product } : {}),
      ...(typeof dose === 'number' ? { dose } : {}),
      ...(typeof batch === 'string' && batch !== '' ? { batch } : {}),
    };
  });
}

/** The answer to store: nothing while every line is blank, so "required" names the question. */
export function toAnswer(lines: readonly DraftLine[]): DraftLine[] | undefined {
  return lines.every(isBlank) ? undefined : lines.map((line) => ({ ...line }));
}

/** Picks a product; an empty dose starts at the product's usual dose. */
export function withProduct(
  q: ProductLinesQuestion,
  lines: readonly DraftLine[],
  index: number,
  product: string | undefined,
): DraftLine[] {
  return lines.map((line, i) => {
    if (i !== index) return line;
    const { product: _old, ...rest } = line;
    if (product === undefined) return rest;
    const known = q.products.items.find((p) => p.id === product);
    return { ...rest, product, dose: line.dose ?? known?.defaultDose };
  });
}

export function withDose(lines: readonly DraftLine[], index: number, dose: number | undefined) {
  return lines.map((line, i) => {
    if (i !== index) return line;
    const { dose: _old, ...rest } = line;
    return dose === undefined ? rest : { ...rest, dose };
  });
}

/** The line's batch or lot number as typed; an empty box is no batch. */
export function withBatch(lines: readonly DraftLine[], index: number, batch: string) {
  return lines.map((line, i) => {
    if (i !== index) return line;
    const { batch: _old, ...rest } = line;
    return batch === '' ? rest : { ...rest, batch };
  });
}

export function withoutLine(lines: readonly DraftLine[], index: number): DraftLine[] {
  const rest = lines.filter((_, i) => i !== index);
  return rest.length === 0 ? [{}] : rest;
}

/** Another line may be added while the question allows it and a product is left to pick. */
export function canAddLine(q: ProductLinesQuestion, lines: readonly DraftLine[]): boolean {
  return lines.length < Math.min(q.maxLines, q.products.items.length);
}

/** The products a line may pick: all but those other lines already hold (no product twice). */
export function choicesFor(q: ProductLinesQuestion, lines: readonly DraftLine[], index: number) {
  const taken = new Set(lines.filter((_, i) => i !== index).map((l) => l.product));
  return q.products.items.filter((p) => !taken.has(p.id));
}

export interface LineErrors {
  /** An error of the whole answer (too many lines). */
  group?: string;
  /** Errors by line index, then field. */
  lines: Record<number, { product?: string; dose?: string; batch?: string }>;
}

/**
 * Each line's errors, from the engine's own schema: the form knows only that the question has
 * an error, this says which line and field, exactly as the server's paths would.
 */
export function lineErrors(q: ProductLinesQuestion, value: unknown): LineErrors {
  const out: LineErrors = { lines: {} };
  if (!Array.isArray(value)) return out;
  const result = productLinesSchema(q).safeParse(value);
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    if (
      typeof index === 'number' &&
      (field === 'product' || field === 'dose' || field === 'batch')
    ) {
      out.lines[index] = { [field]: issue.message, ...out.lines[index] };
    } else out.group ??= issue.message;
  }
  return out;
}
