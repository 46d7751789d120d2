import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { OTP_LENGTH } from '../../../shared/api/auth';
import type { VerifyEncodeDetailData } from '../../../shared/api/verification';
import { callApi } from '../../api/endpoint';
import { toLanguage } from '../../../shared/languages';
import { Choice } from '../../ui/choice';
import { CodeInput } from '../../ui/code-input';
import { Field } from '../../ui/field';
import form from '../../ui/form.module.css';
import { useCooldown } from '../../ui/use-cooldown';

type Channel = 'sms' | 'email';

interface ConfirmIdentityProps {
  code: string;
  store: string;
  channels: Channel[];
  onConfirmed: (data: VerifyEncodeDetailData) => void;
}

/** Choose a channel → send → type the code → confirmed (the holder never types an address). */
export function ConfirmIdentity({ code, store, channels, onConfirmed }: ConfirmIdentityProps) {
  const { t, i18n } = useTranslation();
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'sms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [cooldown, startCooldown] = useCooldown(60);
  const codeId = useId();
  // Once a code is on its way, the field for it takes focus (keyboard and screen readers).
  useEffect(() => {
    if (sentTo) document.getElementById(codeId)?.focus();
  }, [sentTo, codeId]);
  if (channels.length === 0) {
    return <p className={form.notice}>{t('verification.noVerifiedContact')}</p>;
  }

  async function send() {
    const envelope = await callApi('POST /api/mform/verify_encode_send_code', {
      body: { code, store, channel, language: toLanguage(i18n.language) },
    });
    if (envelope.code !== 0) return;
    setSentTo(envelope.data.to);
    startCooldown();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError('auth.invalidCode');
      return;
    }
    setError(undefined);
    const envelope = await callApi('POST /api/admin/verifyOtpByEncodeForLinkDetailV2', {
      body: { code, store, otp },
    });
    if (envelope.code === 0) onConfirmed(envelope.data);
    else if (envelope.code === 40000) setError('verification.wrongCode');
  }

  return (
    <form className={form.form} onSubmit={(e) => void confirm(e)} noValidate>
      <h2>{t('verification.confirmTitle')}</h2>
      <Choice
        legend={t('verification.channelLegend')}
        value={channel}
        options={channels.map((c) => ({ value: c, label: t(`verification.channel_${c}`) }))}
        onChange={setChannel}
      />
      <div className={form.actions}>
        <button
          type="button"
          className={sentTo ? form.secondary : form.primary}
          disabled={cooldown > 0}
          onClick={() => void send()}
        >
          {!sentTo
            ? t('verification.sendCode')
            : cooldown > 0
              ? t('code.resendIn', { seconds: cooldown })
              : t('verification.resendCode')}
        </button>
      </div>
      {sentTo && (
        <>
          <p className={form.notice} role="status">
            {t('verification.codeSent', { to: sentTo })}
          </p>
          <Field
            id={codeId}
            label={t('verification.codeLabel')}
            hint={t('code.hint')}
            error={error}
          >
            {(control) => (
              <CodeInput {...control} value={otp} onChange={(e) => setOtp(e.target.value.trim())} />
            )}
          </Field>
          <div className={form.actions}>
            <button type="submit" className={form.primary}>
              {t('verification.confirm')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
