const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Raw bytes of a base64 or data-URL payload, or undefined when it is not base64 at all. */
export function decodeBase64Payload(value: string): Buffer | undefined {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const body = (comma === -1 ? value : value.slice(comma + 1)).replace(/\s+/g, '');
  if (!BASE64.test(body) || body.length % 4 === 1) return undefined;
  return Buffer.from(body, 'base64');
}
