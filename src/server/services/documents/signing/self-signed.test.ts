import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSelfSignedIdentity, positiveSerial } from './self-signed';

describe('a self-signed record signing certificate', () => {
  it('has a serial Node can read whatever the random bytes are', () => {
    // The first byte decides the DER INTEGER's sign and whether a leading zero byte is needed.
    for (const first of [0x00, 0x01, 0x3f, 0x7f, 0x80, 0xff]) {
      const bytes = Buffer.alloc(16, 0xab);
      bytes[0] = first;
      const { certPem } = createSelfSignedIdentity('serial test', new Date(), bytes);
      const cert = new X509Certificate(certPem);
      expect(cert.serialNumber).toMatch(/^[4-7][0-9A-F]{31}$/);
    }
  });

  it('keeps 126 of the 128 random bits', () => {
    expect(positiveSerial(Buffer.from('00' + 'ff'.repeat(15), 'hex'))).toBe('40' + 'ff'.repeat(15));
    expect(positiveSerial(Buffer.from('ff' + '00'.repeat(15), 'hex'))).toBe('7f' + '00'.repeat(15));
  });
});
