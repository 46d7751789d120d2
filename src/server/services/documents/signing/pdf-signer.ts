import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdfModule from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner } from './cades-signer';
import type { SigningIdentity } from './signing-identity';

export interface PdfSigner {
  /** The PDF with one signature over all of it (detached CMS, SHA-256, ETSI.CAdES.detached). */
  sign(pdf: Uint8Array, signingTime: Date): Promise<Uint8Array>;
}

// The package is CommonJS: under Node's ESM its default export arrives as `.default`.
const signpdf =
  (signpdfModule as unknown as { default?: typeof signpdfModule }).default ?? signpdfModule;

export function createPdfSigner(identity: SigningIdentity, signerName: string): PdfSigner {
  const signer = new CadesSigner(identity);
  return {
    async sign(pdf, signingTime) {
      const doc = await PDFDocument.load(pdf, { updateMetadata: false });
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: 'Signed record of the clinic',
        contactInfo: '',
        name: signerName,
        location: '',
        signingTime,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        appName: 'Clinic Intake',
      });
      // The placeholder's ByteRange must be found in plain bytes: no object streams.
      const prepared = await doc.save({ useObjectStreams: false });
      const signed = await signpdf.sign(Buffer.from(prepared), signer, signingTime);
      return new Uint8Array(signed);
    },
  };
}
