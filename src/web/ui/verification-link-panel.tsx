import { useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import type { IssueLinkData, LinkPurpose } from '../../shared/api/verification';
import type { Language } from '../../shared/languages';
import { callApi } from '../api/endpoint';
import form from './form.module.css';
import { showToast } from './toast-store';
import { useVerifiedLive } from './use-verified-live';
import styles from './verification-link-panel.module.css';

type Channel = 'sms' | 'email';

/**
 * Staff: create a verification link for an appointment and show its QR code; copy it, send it
 * by SMS or email, or revoke it (POST /api/verification/links, /links/revoke).
 */
export function VerificationLinkPanel({
  appointmentId,
  purpose = 'verify',
  large = false,
  language,
}: {
  appointmentId: string;
  /**
   * A language the desk chose on purpose for the link and its message. None: the server
   * takes the client's own (decision 043), never this screen's.
   */
  language?: Language | undefined;
  /** `verify` (desk QR, the default) or `fill` (a link to fill the appointment's forms). */
  purpose?: LinkPurpose;
  /** A QR code big enough to scan from a phone held at arm's length (in a dialog of its own). */
  large?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [link, setLink] = useState<IssueLinkData | null>(null);
  const [revoked, setRevoked] = useState(false);
  // A desk QR is done once the client verifies: the dialog says so as it happens.
  const verified = useVerifiedLive(
    link && purpose === 'verify' ? link.appointmentId : null,
    link?.url,
  );

  async function issue(send?: Channel[]) {
    const envelope = await callApi('POST /api/verification/links', {
      body: { appointmentId, purpose, send, language },
    });
    if (envelope.code !== 0) return;
    setLink(envelope.data);
    setRevoked(false);
    if (send) {
      const sent = envelope.data.sent;
      showToast(
        sent.length ? 'success' : 'error',
        sent.length ? t('linkPanel.sent') : t('linkPanel.notSent'),
      );
    }
  }

  async function revoke() {
    if (!link) return;
    const envelope = await callApi('POST /api/verification/links/revoke', {
      body: { linkId: link.linkId },
    });
    if (envelope.code === 0) setRevoked(true);
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      showToast('success', t('linkPanel.copied'));
    } catch {
      showToast('error', t('linkPanel.copyFailed'));
    }
  }

  const expires = link
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(link.expiresAt),
      )
    : '';
  return (
    <div className={styles.panel} data-testid="verification-link-panel">
      <div className={form.actions}>
        <button type="button" className={form.primary} onClick={() => void issue()}>
          {link ? t('linkPanel.newLink') : t('linkPanel.create')}
        </button>
        <button type="button" className={form.secondary} onClick={() => void issue(['sms'])}>
          {t('linkPanel.sendSms')}
        </button>
        <button type="button" className={form.secondary} onClick={() => void issue(['email'])}>
          {t('linkPanel.sendEmail')}
        </button>
      </div>
      {verified && (
        <p className={form.notice} role="status" data-testid="link-verified">
          {t('linkPanel.verified')}
        </p>
      )}
      {link && !revoked && !verified && (
        <>
          <img
            className={large ? `${styles.qr} ${styles.qrLarge}` : styles.qr}
            src={link.qrPng}
            alt={t('linkPanel.qrAlt')}
            width={large ? 360 : 240}
            height={large ? 360 : 240}
          />
          <p role="status">{t('linkPanel.expires', { when: expires })}</p>
          <div className={form.actions}>
            <button type="button" className={form.secondary} onClick={() => void copy()}>
              {t('linkPanel.copy')}
            </button>
            <button type="button" className={form.secondary} onClick={() => void revoke()}>
              {t('linkPanel.revoke')}
            </button>
          </div>
        </>
      )}
      {revoked && (
        <p className={form.notice} role="status">
          {t('linkPanel.revoked')}
        </p>
      )}
    </div>
  );
}
