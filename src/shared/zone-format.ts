/**
 * Shared Intl.DateTimeFormat objects, by locale and options (the time zone among them).
 * Making one costs far more than formatting with it: ICU loads the zone's rules and the
 * locale's patterns each time. Made per call on the server's hot paths (each appointment of a
 * client in a search, the day's windows), they cost milliseconds per request, and under a
 * steady load the process also stalled ~100 ms every ~13 s in native code.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
/** Stores' zones and the app's seven languages make a few dozen; this only bounds a surprise. */
const MAX_FORMATS = 500;

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // An unknown zone or locale throws here, before anything is kept.
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
