import { createHash, createPrivateKey, sign as rsaSign, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity';

const { asn1 } = forge;
const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

/** An ASN.1 attribute: SEQUENCE { type OID, SET { value } }. */
function attribute(oid: string, value: forge.asn1.Asn1): forge.asn1.Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [value]),
  ]);
}

/**
 * ESS signing-certificate-v2 (RFC 5035) naming the signer's certificate by its SHA-256, which
 * PAdES baseline B requires: SEQUENCE { SEQUENCE OF ESSCertIDv2 { certHash } } (SHA-256 is the
 * default hash algorithm, so it is omitted).
 */
function signingCertificateV2(certDer: Buffer): forge.asn1.Asn1 {
  const hash = createHash('sha256').update(certDer).digest().toString('binary');
  const seq = (items: forge.asn1.Asn1[]) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
  const certId = seq([asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, hash)]);
  return attribute(OID_SIGNING_CERTIFICATE_V2, seq([seq([certId])]));
}

interface ForgeSignerState {
  authenticatedAttributesAsn1: forge.asn1.Asn1;
}

/**
 * The CMS of a PAdES baseline B signature, built by node-forge's PKCS#7 (the kept library that
 * @signpdf/signer-p12 uses too): signed attributes content-type, message-digest and
 * signing-certificate-v2, no signing-time (PAdES puts the claimed time in the signature
 * dictionary's /M). Two departures from signer-p12, both for a reason: forge cannot encode
 * signing-certificate-v2, so it is appended to forge's attribute set before the signature is
 * computed over that set; and the RSA operation runs in Node's native crypto (about 1 ms) instead
 * of forge's JavaScript big integers (about 60 ms).
 */
export class CadesSigner extends Signer {
  private readonly key: KeyObject;
  private readonly cert: forge.pki.Certificate;
  private readonly certAttribute: forge.asn1.Asn1;

  constructor(identity: SigningIdentity) {
    super();
    this.key = createPrivateKey(identity.keyPem);
    this.cert = forge.pki.certificateFromPem(identity.certPem);
    const certDer = Buffer.from(
      asn1.toDer(forge.pki.certificateToAsn1(this.cert)).getBytes(),
      'binary',
    );
    this.certAttribute = signingCertificateV2(certDer);
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.cert);
    const signers: ForgeSignerState[] = [];
    const nativeKey = {
      // forge calls this once the attribute set is built; the set is completed, then signed.
      sign: () => {
        const state = signers[0]!;
        state.authenticatedAttributesAsn1.value = [
          ...(state.authenticatedAttributesAsn1.value as forge.asn1.Asn1[]),
          this.certAttribute,
        ];
        const set = asn1.create(
          asn1.Class.UNIVERSAL,
          asn1.Type.SET,
          true,
          state.authenticatedAttributesAsn1.value as forge.asn1.Asn1[],
        );
        const der = Buffer.from(asn1.toDer(set).getBytes(), 'binary');
        return rsaSign('sha256', der, this.key).toString('binary');
      },
    };
    p7.addSigner({
      key: nativeKey as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.cert,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    signers.push(...(p7 as unknown as { signers: ForgeSignerState[] }).signers);
    p7.sign({ detached: true });
    return Buffer.from(asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
