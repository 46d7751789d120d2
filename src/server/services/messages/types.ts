/** The messages the server itself sends (mail and SMS). The web app's texts live in src/web. */
export type MessageKind =
  | 'loginCode'
  | 'registerCode'
  | 'noAccount'
  | 'alreadyRegistered'
  | 'bookingCode'
  | 'bookingConfirmed'
  | 'formLink'
  /** After a questionnaire is submitted: the signed link to download the client's PDF. */
  | 'documentReady'
  | 'identityCode'
  /** Staff invite a client who has no password yet to register (Register and Process). */
  | 'memberInvite'
  /** A code that proves a new email or mobile before it replaces the client's old one. */
  | 'contactCode'
  /** To the client's GP, with the signed record and its FHIR Bundle attached (decision 030). */
  | 'gpLetter';

/** The values a message's text is filled with; every one is optional, none is ever HTML. */
export interface MessageParams {
  /** The one-time code (code kinds only). */
  code?: string;
  /**
   * bookingConfirmed and formLink: the appointment number, its time written for the reader
   * (services/stores/appointment-facts.ts), and the clinic's name and address.
   */
  number?: string;
  when?: string;
  clinic?: string;
  address?: string;
  /**
   * bookingConfirmed and formLink: the medical form to fill; documentReady: the PDF; noAccount,
   * alreadyRegistered and memberInvite: the sign-in or registration page (renderMessage makes
   * those). A page's link carries the message's language (`lang=`). Always the last line.
   */
  link?: string;
  /** gpLetter: the client's name and date of birth (written for the reader), the GP, the sender. */
  patient?: string;
  born?: string;
  gp?: string;
  practitioner?: string;
}

export interface MessageTemplate {
  subject: string;
  text: (params: MessageParams) => string;
}

export type MessageCatalog = Record<MessageKind, MessageTemplate>;
