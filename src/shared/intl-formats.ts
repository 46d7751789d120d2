/**
 * The process's Intl formatters, kept and shared. Making one costs far more than formatting
 * with it: ICU loads the zone's rules and the locale's patterns each time. Made per call on the
 * server's hot paths (each appointment of a client in a search, the day's windows), they cost
 * milliseconds per request, and under a steady load the process also stalled ~100 ms every
 * ~13 s in native code.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
/** Stores' zones, seven languages and a few styles make a few dozen; this bounds a surprise. */
const MAX_FORMATS = 500;

/** The formatter kept under `key`, made by `make` the first time (a throw keeps nothing). */
export function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cachedFormat(
    `options|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
