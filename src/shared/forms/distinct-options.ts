/** One choice as a locale shows it. */
export interface ShownOption {
  value: string;
  label: string;
}

/**
 * The options of a single choice as one locale shows them: one per distinct label. Where the
 * language has one word for two values (German "Frau" for Mrs and Ms), one option stands for
 * them all, so nobody meets two identical buttons. Its value is the first of the group (the one
 * new answers store), or the value already chosen when that is in the group: a stored `ms`
 * still shows as chosen, reads "Frau", and is saved back unchanged.
 */
export function distinctOptions(
  values: readonly string[],
  labelOf: (value: string) => string,
  chosen?: unknown,
): ShownOption[] {
  const byLabel = new Map<string, ShownOption>();
  for (const value of values) {
    const label = labelOf(value);
    const key = label.trim().toLocaleLowerCase();
    const shown = byLabel.get(key);
    if (!shown) byLabel.set(key, { value, label });
    else if (value === chosen) shown.value = value;
  }
  return [...byLabel.values()];
}
