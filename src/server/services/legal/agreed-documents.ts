import type { AgreedDocumentInput } from '../../../shared/api/forms';
import type { Template } from '../../../shared/forms';
import { toLanguage } from '../../../shared/languages';
import { documentBrand, TERMS_AGREEMENT_QUESTION } from '../../../shared/legal-documents';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { DocumentsAgreed } from './document-consent-cte';
import { documentVersion } from './legal-documents';

function holdsAgreement(template: Template): boolean {
  return template.sections.some((s) => s.questions.some((q) => q.id === TERMS_AGREEMENT_QUESTION));
}

/**
 * What a signed questionnaire agreed to: the brand's terms and privacy policy in the form's
 * language. A version the form names must be published with exactly that text (its SHA-256),
 * or the submission is refused naming `documents.<i>`: the consent must record what was shown.
 * Undefined when the template has no terms agreement (staff sections).
 */
export async function documentsAgreed(
  db: Db,
  input: {
    template: Template;
    storeCode: string | null;
    locale: string;
    answers: Record<string, unknown>;
    sent: readonly AgreedDocumentInput[] | undefined;
  },
): Promise<DocumentsAgreed | undefined> {
  if (!holdsAgreement(input.template) || input.answers[TERMS_AGREEMENT_QUESTION] !== true) {
    return undefined;
  }
  const brand = documentBrand(input.storeCode, input.template.brand);
  const language = toLanguage(input.locale);
  const versions: DocumentsAgreed = { brand, language, termsVersion: null, privacyVersion: null };
  const sent = input.sent ?? [];
  for (const [index, document] of sent.entries()) {
    const path = `documents.${index}`;
    const field = document.kind === 'terms' ? 'termsVersion' : 'privacyVersion';
    if (versions[field] !== null) {
      throw new AppError('validation', [{ path, message: 'legalDocuments.documentRepeated' }]);
    }
    const row = await documentVersion(db, brand, document.kind, document.version, language);
    if (!row || row.sha256 !== document.sha256) {
      throw new AppError('validation', [{ path, message: 'legalDocuments.documentNotFound' }]);
    }
    versions[field] = document.version;
  }
  return versions;
}
