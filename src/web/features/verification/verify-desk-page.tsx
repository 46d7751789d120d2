import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { VerificationLinkPanel } from '../../ui/verification-link-panel';
import { TextField } from '../../ui/text-field';
import form from '../../ui/form.module.css';
import { DeskCodeForm } from './desk-code-form';
import { DeskResult } from './desk-result';
import { useDeskCheck } from './use-desk-check';
import local from './verification.module.css';

const UUID = /^[0-9a-f-]{36}$/i;

/** `/verify` (staff): check a client's code or QR, then "Verify in person"; issue a link. */
export function VerifyDeskPage() {
  const { t } = useTranslation();
  const { state, check, markVerified } = useDeskCheck();
  const [appointmentId, setAppointmentId] = useState('');
  const onCheck = useCallback((input: Parameters<typeof check>[0]) => void check(input), [check]);
  const title = t('pages.verify.title');
  const id = appointmentId.trim();
  return (
    <section data-page="verify" className={local.sections}>
      <div>
        <PageHeading title={title}>{title}</PageHeading>
        <p className={styles.lead}>{t('pages.verify.body')}</p>
        <DeskCodeForm onCheck={onCheck} />
      </div>
      <DeskResult state={state} onVerified={markVerified} />
      <div className={form.form}>
        <h2>{t('verify.issueTitle')}</h2>
        <TextField
          label={t('verify.appointmentIdLabel')}
          hint={t('verify.appointmentIdHint')}
          autoComplete="off"
          spellCheck={false}
          value={appointmentId}
          onChange={setAppointmentId}
        />
        {UUID.test(id) && <VerificationLinkPanel key={id} appointmentId={id} />}
      </div>
    </section>
  );
}
