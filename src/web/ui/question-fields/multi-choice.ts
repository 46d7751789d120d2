import type { MultiChoiceQuestion } from '../../../shared/forms/model';

/** "None of the above" stands alone: ticking it clears the others, ticking another clears it. */
export function toggleMulti(
  q: MultiChoiceQuestion,
  value: unknown,
  option: string,
  on: boolean,
): string[] | undefined {
  const current = Array.isArray(value) ? (value as string[]) : [];
  const exclusive = q.options.exclusive;
  let next: string[];
  if (!on) next = current.filter((v) => v !== option);
  else if (option === exclusive) next = [option];
  else next = [...current.filter((v) => v !== exclusive && v !== option), option];
  // Keep the template's order so answers read the same way everywhere.
  next = q.options.values.filter((v) => next.includes(v));
  return next.length === 0 ? undefined : next;
}
