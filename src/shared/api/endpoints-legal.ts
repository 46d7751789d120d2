import type * as z from 'zod/mini';
import type {
  CurrentLegalDocumentsDto,
  LegalDocumentDto,
  legalBrandParams,
  legalDocumentParams,
  legalLanguageQuery,
  LegalVersionDto,
  LegalVersionTextsDto,
  publishLegalBody,
} from './legal-documents';

/** The brands' terms of service and privacy policies: public reads, admins' versions. */
export interface LegalEndpoints {
  'GET /api/legal-documents/:brand': {
    params: z.input<typeof legalBrandParams>;
    query: z.input<typeof legalLanguageQuery>;
    response: CurrentLegalDocumentsDto;
  };
  'GET /api/legal-documents/:brand/:kind/:version': {
    params: z.input<typeof legalDocumentParams>;
    query: z.input<typeof legalLanguageQuery>;
    response: LegalDocumentDto;
  };
  'GET /api/admin/legal-documents': { response: { versions: LegalVersionDto[] } };
  'GET /api/admin/legal-documents/:brand/:kind/:version': {
    params: z.input<typeof legalDocumentParams>;
    response: LegalVersionTextsDto;
  };
  'POST /api/admin/legal-documents': {
    body: z.input<typeof publishLegalBody>;
    response: LegalVersionDto;
  };
}
