/**
 * PDF names that make a document active (it can run code, carry or open files, or send data):
 * JavaScript, embedded files and file attachments, launch / submit / import actions, rich
 * media and XFA forms; and actions a viewer may run by itself or on a click (`/OpenAction`,
 * `/AA` additional actions, `/URI` links), which a scanned form has no need for.
 * A viewer acts on them as keys (`/JS`, `/EmbeddedFiles`, `/XFA`) or as
 * values (`/S /Launch`, `/Subtype /FileAttachment`), so both are refused.
 */
export const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'Launch',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'AA',
  'OpenAction',
  'URI',
]);

/** PDF whitespace and delimiters: what ends a name. */
export const NAME_END = String.raw`(?=[\x00\t\n\x0c\r ()<>\[\]{}/%]|$)`;

/** `#xx` escapes decoded as a viewer decodes them: two hex digits of either case. */
export function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function escapedChar(char: string): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  const either = (digit: string) =>
    /[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit;
  return `(?:${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|#${either(hex[0]!)}${either(hex[1]!)})`;
}

/** A regular expression for the name `/name` however its characters are `#xx`-escaped. */
export function namePattern(name: string): RegExp {
  return new RegExp(`/${[...name].map(escapedChar).join('')}${NAME_END}`, 'g');
}
