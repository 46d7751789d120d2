import type * as z from 'zod/mini';
import type {
  briefFormBody,
  checkFormRightBody,
  CheckFormRightResult,
  DraftDto,
  draftLoadQuery,
  draftSaveBody,
  DraftSaveResult,
  formInfoBody,
  FormInfoResult,
  setupMedicalFormBody,
  SetupMedicalFormResult,
  SubmissionDetailDto,
  submissionListQuery,
  SubmissionListResult,
  submissionParams,
  submitBody,
  SubmitResult,
} from './forms';
import type { KnownDetailsDto, knownDetailsQuery } from './known-details';
import type { reconsentQuery, ReconsentStartDto } from './reconsent';

type SetupMedicalForm = {
  body: z.input<typeof setupMedicalFormBody>;
  response: SetupMedicalFormResult;
};
type FormInfo = { body: z.input<typeof formInfoBody>; response: FormInfoResult };

/** Questionnaire drafts, submissions, re-consent and the spec's named questionnaire calls. */
export interface FormEndpoints {
  'PUT /api/forms/drafts': { body: z.input<typeof draftSaveBody>; response: DraftSaveResult };
  /** `null`: a signed-in client without a draft for this template and version. */
  'GET /api/forms/drafts': { query: z.input<typeof draftLoadQuery>; response: DraftDto | null };
  'POST /api/forms/submissions': { body: z.input<typeof submitBody>; response: SubmitResult };
  'GET /api/forms/submissions': {
    query: z.input<typeof submissionListQuery>;
    response: SubmissionListResult;
  };
  'GET /api/forms/submissions/:submission_id': {
    params: z.input<typeof submissionParams>;
    response: SubmissionDetailDto;
  };
  'GET /api/forms/known-details': {
    query: z.input<typeof knownDetailsQuery>;
    response: KnownDetailsDto;
  };
  'GET /api/forms/reconsent': {
    query: z.input<typeof reconsentQuery>;
    response: ReconsentStartDto;
  };
  'POST /api/mform/setup_medical_form': SetupMedicalForm;
  'POST /api/mform/setup_medical_form_v2': SetupMedicalForm;
  'POST /api/mform/setup_first_medical_form': SetupMedicalForm;
  'POST /api/admin/setup_medical_form_v2': SetupMedicalForm;
  'POST /api/mform/add_brief_medical_form': {
    body: z.input<typeof briefFormBody>;
    response: SubmitResult;
  };
  'POST /api/mform/get_form_info': FormInfo;
  'POST /api/mform/get_form_info_form_new': FormInfo;
  'POST /api/mform/check_form_right': {
    body: z.input<typeof checkFormRightBody>;
    response: CheckFormRightResult;
  };
}
