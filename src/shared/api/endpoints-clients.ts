import type * as z from 'zod/mini';
import type { SendCodeResult } from './auth';
import type {
  AppointmentDto,
  appointmentIdParams,
  appointmentTransitionBody,
  bookingBody,
  BookingOptionsDto,
  BookingResultDto,
  bookingSendCodeBody,
  bookingSlotsQuery,
  BookingSlotsDto,
  ClientDetailsDto,
  clientIdParams,
  ClientInfoDto,
  clientSearchBody,
  ClientSearchResult,
  confirmContactChangeBody,
  contactCodeBody,
  ContactInfoDto,
  inviteMemberBody,
  InviteMemberResult,
  sendFormLinkBody,
  userDetailsBody,
  userInfoShowBody,
} from './clients';

/** Client search, appointments, online booking and the client's own details. */
export interface ClientEndpoints {
  'POST /api/clients/search': {
    body: z.input<typeof clientSearchBody>;
    response: ClientSearchResult;
  };
  'GET /api/clients/:id': { params: z.input<typeof clientIdParams>; response: ClientInfoDto };
  'POST /api/appointments/:id/transition': {
    params: z.input<typeof appointmentIdParams>;
    body: z.input<typeof appointmentTransitionBody>;
    response: AppointmentDto;
  };
  'POST /api/appointments/:id/send-form-link': {
    params: z.input<typeof appointmentIdParams>;
    body: z.input<typeof sendFormLinkBody>;
    response: SendCodeResult;
  };
  'POST /api/appointments/:id/invite-member': {
    params: z.input<typeof appointmentIdParams>;
    body: z.input<typeof inviteMemberBody>;
    response: InviteMemberResult;
  };
  'GET /api/booking/options': { response: BookingOptionsDto };
  'GET /api/booking/slots': { query: z.input<typeof bookingSlotsQuery>; response: BookingSlotsDto };
  'POST /api/booking/send-code': {
    body: z.input<typeof bookingSendCodeBody>;
    response: SendCodeResult;
  };
  'POST /api/booking/book': { body: z.input<typeof bookingBody>; response: BookingResultDto };
  'POST /api/appointments': { body: z.input<typeof bookingBody>; response: BookingResultDto };
  'POST /api/mform/contactinfo_show': {
    body: z.input<typeof contactCodeBody>;
    response: ContactInfoDto;
  };
  'POST /api/mform/new_contact_info': {
    body: z.input<typeof contactCodeBody>;
    response: ContactInfoDto;
  };
  'POST /api/mform/confirm_user_info_show': {
    body: z.input<typeof userInfoShowBody>;
    response: ClientDetailsDto;
  };
  'POST /api/mform/update_user_info': {
    body: z.input<typeof userDetailsBody>;
    response: ClientDetailsDto;
  };
  'POST /api/mform/confirm_contact_change': {
    body: z.input<typeof confirmContactChangeBody>;
    response: ClientDetailsDto;
  };
}
