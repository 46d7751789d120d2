import type { Block } from './document-model';
import { formatTime, isolate, type PdfClock } from './record-format';
import type { RecordForPdf } from './record-types';
import type { IdDocument, PdfTexts, VerificationMethod } from './texts';

const by = (time: string, name: string | null): string =>
  name ? `${time} · ${isolate(name)}` : time;

function verification(method: string, document: string | null, texts: PdfTexts): string {
  const how = texts.methods[method as VerificationMethod] ?? method;
  if (!document) return how;
  return `${how} (${texts.documents[document as IdDocument] ?? document})`;
}

/**
 * The audit page: the record's id and content hash, and who did what when (submission,
 * identity verification, clearance, treatment), with the signer's IP address and the version of
 * the consent text shown.
 */
export function auditBlocks(record: RecordForPdf, texts: PdfTexts, zone: PdfClock): Block[] {
  const { audit } = record;
  const none = texts.notRecorded;
  const rows: { label: string; value: string }[] = [
    { label: texts.recordId, value: isolate(record.recordId) },
    { label: texts.contentSha256, value: isolate(record.contentSha256) },
    { label: texts.submitted, value: by(formatTime(audit.submitted.at, zone), audit.submitted.by) },
    { label: texts.ipAddress, value: audit.signerIp ? isolate(audit.signerIp) : none },
    { label: texts.consentTextVersion, value: isolate(audit.consentTextVersion) },
    {
      label: texts.identityVerified,
      value: audit.identity ? by(formatTime(audit.identity.at, zone), audit.identity.by) : none,
    },
    {
      label: texts.verificationMethod,
      value: audit.identity
        ? verification(audit.identity.method, audit.identity.document, texts)
        : none,
    },
    {
      label:
        audit.clearance?.decision === 'not_cleared' ? texts.notCleared : texts.clearedForTreatment,
      value: audit.clearance ? by(formatTime(audit.clearance.at, zone), audit.clearance.by) : none,
    },
    {
      label: texts.treated,
      value: audit.treatment ? by(formatTime(audit.treatment.at, zone), audit.treatment.by) : none,
    },
  ];
  return [
    { type: 'heading', level: 1, text: texts.auditTrail },
    { type: 'facts', rows },
  ];
}
