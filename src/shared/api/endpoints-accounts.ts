import type * as z from 'zod/mini';
import type {
  codeLoginBody,
  CountryDto,
  createStaffBody,
  emailRegistBody,
  firstAdminBody,
  mobileRegistBody,
  OutboxMessageDto,
  outboxQuery,
  passwordLoginBody,
  sendEmailRegisterCodeBody,
  sendLoginCodeBody,
  sendMobileRegisterCodeBody,
  SendCodeResult,
  SessionInfo,
  SetupStatusDto,
  StaffDto,
  staffIdParams,
  updateStaffBody,
} from './auth';
import type { CatalogueEntryDto, catalogueParams, StoreDto } from './catalogue';
import type { clientReportBody } from './client-reports';
import type {
  breakGlassBody,
  BreakGlassGrantDto,
  breakGlassListQuery,
  BreakGlassListDto,
  breakGlassReviewParams,
} from './access';
import type { StoreAdminDto, storeCodeParams, StorePlaceDto, storeUpdateBody } from './stores';
import type { StaffStoresDto, staffStoresBody, staffStoresParams } from './visits';

/**
 * Sessions, sign-in, registration, staff administration and the public lookups. Inputs are
 * what the browser sends (`z.input`: before the schema trims or parses anything).
 */
export interface AccountEndpoints {
  'GET /api/session': { response: SessionInfo };
  'POST /api/session/logout': { response: null };
  'POST /api/auth/login': { body: z.input<typeof passwordLoginBody>; response: SessionInfo };
  'POST /api/auth/code/send': { body: z.input<typeof sendLoginCodeBody>; response: SendCodeResult };
  'POST /api/auth/code/login': { body: z.input<typeof codeLoginBody>; response: SessionInfo };
  'POST /api/mform/sendEmailRegisterCode': {
    body: z.input<typeof sendEmailRegisterCodeBody>;
    response: SendCodeResult;
  };
  'POST /api/mform/sendMobileRegisterCode': {
    body: z.input<typeof sendMobileRegisterCodeBody>;
    response: SendCodeResult;
  };
  'POST /api/mform/emailRegist': { body: z.input<typeof emailRegistBody>; response: SessionInfo };
  'POST /api/mform/mobileRegist': { body: z.input<typeof mobileRegistBody>; response: SessionInfo };
  'GET /api/setup/status': { response: SetupStatusDto };
  'POST /api/setup/first-admin': { body: z.input<typeof firstAdminBody>; response: SessionInfo };
  'GET /api/admin/staff': { response: { staff: StaffDto[] } };
  'POST /api/admin/staff': { body: z.input<typeof createStaffBody>; response: StaffDto };
  'PATCH /api/admin/staff/:id': {
    params: z.input<typeof staffIdParams>;
    body: z.input<typeof updateStaffBody>;
    response: StaffDto;
  };
  'GET /api/admin/staff/:staff_id/stores': {
    params: z.input<typeof staffStoresParams>;
    response: StaffStoresDto;
  };
  'PUT /api/admin/staff/:staff_id/stores': {
    params: z.input<typeof staffStoresParams>;
    body: z.input<typeof staffStoresBody>;
    response: StaffStoresDto;
  };
  'GET /api/common/user_country': { response: { countries: CountryDto[] } };
  'GET /api/admin/stores': { response: { stores: StoreAdminDto[] } };
  'PUT /api/admin/stores/:store_code': {
    params: z.input<typeof storeCodeParams>;
    body: z.input<typeof storeUpdateBody>;
    response: StoreAdminDto;
  };
  'GET /api/stores': { response: { stores: StoreDto[] } };
  'GET /api/stores/mine': { response: { stores: StorePlaceDto[] } };
  'GET /api/stores/:store_code/forms/:version': {
    params: z.input<typeof catalogueParams>;
    response: CatalogueEntryDto;
  };
  'GET /api/dev/outbox': {
    query: z.input<typeof outboxQuery>;
    response: { messages: OutboxMessageDto[] };
  };
  'POST /api/client-reports': { body: z.input<typeof clientReportBody>; response: null };
  'POST /api/access/break-glass': {
    body: z.input<typeof breakGlassBody>;
    response: BreakGlassGrantDto;
  };
  'GET /api/admin/break-glass': {
    query: z.input<typeof breakGlassListQuery>;
    response: BreakGlassListDto;
  };
  'POST /api/admin/break-glass/:grant_id/review': {
    params: z.input<typeof breakGlassReviewParams>;
    response: { reviewed_at: string };
  };
}
