/** The messages the server itself sends (mail and SMS). The web app's texts live in src/web. */
export type MessageKind = 'loginCode' | 'registerCode' | 'noAccount' | 'alreadyRegistered';

export interface MessageParams {
  /** The one-time code (code kinds only). */
  code?: string;
  /** PUBLIC_URL, for the links in noAccount and alreadyRegistered. */
  url: string;
}

export interface MessageTemplate {
  subject: string;
  text: (params: MessageParams) => string;
}

export type MessageCatalog = Record<MessageKind, MessageTemplate>;
