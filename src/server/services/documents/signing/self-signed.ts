import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity';

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * A self-signed key and certificate for the clinic group's record signature, for machines
 * outside production. Node makes the key (native, fast); node-forge writes the X.509
 * certificate, which Node's crypto cannot. RSA because the CMS signer (node-forge) signs RSA only.
 */
export function createSelfSignedIdentity(
  commonName: string,
  now = new Date(),
  serialBytes = randomBytes(16),
): SigningIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = positiveSerial(serialBytes);
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Clinic Intake (not for production)' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { keyPem: privateKey, certPem: forge.pki.certificateToPem(cert) };
}

/**
 * 16 random bytes as a DER INTEGER's hex: the first byte's top bit clear keeps it positive, and a
 * set bit below it keeps it minimal (a leading 00 byte before one under 80 is invalid DER, which
 * OpenSSL, and so Node's X509Certificate, refuses).
 */
export function positiveSerial(bytes: Uint8Array): string {
  const serial = Buffer.from(bytes);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial.toString('hex');
}
