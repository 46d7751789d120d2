/** GSM 03.38's basic set; `EXTENSION` characters take two septets (an escape first). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/**
 * How many SMS segments a text takes: GSM-7 when every character is in its alphabet (160 a
 * segment alone, 153 when concatenated), else UCS-2 (70 UTF-16 units alone, 67 concatenated).
 */
export function smsSegments(text: string): { encoding: 'gsm7' | 'ucs2'; segments: number } {
  let septets = 0;
  for (const c of text) {
    if (GSM_BASIC.includes(c)) septets += 1;
    else if (GSM_EXTENSION.includes(c)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
