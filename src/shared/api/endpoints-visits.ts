import type * as z from 'zod/mini';
import type { attachmentListParams, AttachmentListDto } from './attachments';
import type {
  DeskVerifyData,
  deskVerifyBody,
  InPersonVerifyData,
  inPersonVerifyBody,
  issueLinkBody,
  IssueLinkData,
  revokeLinkBody,
  RevokeLinkData,
  sendEncodeCodeBody,
  SendEncodeCodeData,
  verifyEncodeBody,
  VerifyEncodeData,
  VerifyEncodeDetailData,
  verifyOtpByEncodeBody,
  WebParamsData,
} from './verification';
import type {
  addendumBody,
  AddendumDto,
  addendumParams,
  chairBody,
  clearanceBody,
  DayViewResult,
  dayViewQuery,
  StaffSectionResult,
  treatmentBody,
  treatmentDraftBody,
  TreatmentDraftResult,
  VisitRecordDto,
  visitParams,
} from './visits';

import type { gpLetterBody, GpLetterInfo, GpLetterSent } from './gp-letter';

type VerifyOtpByEncode = {
  body: z.input<typeof verifyOtpByEncodeBody>;
  response: VerifyEncodeDetailData;
};

/** The staff side of a visit (day view, record, sections, attachments) and verification. */
export interface VisitEndpoints {
  'GET /api/visits/day': { query: z.input<typeof dayViewQuery>; response: DayViewResult };
  'PUT /api/visits/:appointment_id/chair': {
    params: z.input<typeof visitParams>;
    body: z.input<typeof chairBody>;
    response: { chair: number | null };
  };
  'GET /api/visits/:appointment_id': {
    params: z.input<typeof visitParams>;
    response: VisitRecordDto;
  };
  'GET /api/visits/:appointment_id/gp-letter': {
    params: z.input<typeof visitParams>;
    response: GpLetterInfo;
  };
  'POST /api/visits/:appointment_id/gp-letter': {
    params: z.input<typeof visitParams>;
    body: z.input<typeof gpLetterBody>;
    response: GpLetterSent;
  };
  'POST /api/visits/:appointment_id/clearance': {
    params: z.input<typeof visitParams>;
    body: z.input<typeof clearanceBody>;
    response: StaffSectionResult;
  };
  'PUT /api/visits/:appointment_id/treatment/draft': {
    params: z.input<typeof visitParams>;
    body: z.input<typeof treatmentDraftBody>;
    response: TreatmentDraftResult;
  };
  'POST /api/visits/:appointment_id/treatment': {
    params: z.input<typeof visitParams>;
    body: z.input<typeof treatmentBody>;
    response: StaffSectionResult;
  };
  'POST /api/visits/records/:submission_id/addenda': {
    params: z.input<typeof addendumParams>;
    body: z.input<typeof addendumBody>;
    response: AddendumDto;
  };
  'GET /api/visits/:appointment_id/attachments': {
    params: z.input<typeof attachmentListParams>;
    response: AttachmentListDto;
  };
  'POST /api/mform/verify_encode': {
    body: z.input<typeof verifyEncodeBody>;
    response: VerifyEncodeData;
  };
  'POST /api/mform/verify_encode_detail': {
    body: z.input<typeof verifyEncodeBody>;
    response: VerifyEncodeDetailData;
  };
  'POST /api/mform/verify_encode_send_code': {
    body: z.input<typeof sendEncodeCodeBody>;
    response: SendEncodeCodeData;
  };
  'POST /api/admin/verifyOtpByEncode': VerifyOtpByEncode;
  'POST /api/admin/verifyOtpByEncodeForLinkDetail': VerifyOtpByEncode;
  'POST /api/admin/verifyOtpByEncodeForLinkDetailV2': VerifyOtpByEncode;
  /** `null`: no valid web_params cookie. */
  'GET /api/verification/web-params': { response: WebParamsData | null };
  'POST /api/verification/links': { body: z.input<typeof issueLinkBody>; response: IssueLinkData };
  'POST /api/verification/links/revoke': {
    body: z.input<typeof revokeLinkBody>;
    response: RevokeLinkData;
  };
  'POST /api/verification/desk': { body: z.input<typeof deskVerifyBody>; response: DeskVerifyData };
  'POST /api/verification/in-person': {
    body: z.input<typeof inPersonVerifyBody>;
    response: InPersonVerifyData;
  };
}
