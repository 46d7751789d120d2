/**
 * The region of a language tag such as `en-GB` or `zh-Hans-CN`, or of the browser's own
 * language: "GB", "CN". A tag without one (`fr`) gets its likely region (`FR`).
 *
 * The region is read from the tag first: `Intl.Locale#maximize` loads the likely-subtags data
 * the first time it runs, which cost a throttled phone ~65 ms in the middle of taking over the
 * sign-in page. Only a tag without a country (`fr`, `es-419`) needs it.
 */
export function regionOf(tag: string): string | undefined {
  const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag)?.[1];
  if (region) return region.toUpperCase();
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

export function browserRegion(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : regionOf(navigator.language);
}
