import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useSearchParams } from '../../app/navigation';
import { APPOINTMENT_NUMBER } from '../../../shared/api/verification';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { VerificationLinkPanel } from '../../ui/verification-link-panel';
import { TextField } from '../../ui/text-field';
import form from '../../ui/form.module.css';
import { DeskCodeForm } from './desk-code-form';
import { DeskResult } from './desk-result';
import { DeskTarget } from './desk-target';
import { readVerifyDeskTarget } from '../../ui/verify-desk-path';
import { useDeskTarget } from './use-desk-target';
import { useDeskCheck } from './use-desk-check';
import local from './verification.module.css';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * `/verify` (staff): check a client's code or QR, then "Verify in person"; issue a link for an
 * appointment named by its number. Opened with `?client=&appointment=` (client search, "Verify
 * Client"), it names that client and offers their in-person check and link at once.
 */
export function VerifyDeskPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [target] = useState(() => readVerifyDeskTarget(search));
  const targetState = useDeskTarget(target);
  const { state, check, markVerified, reset } = useDeskCheck();
  const [appointmentRef, setAppointmentRef] = useState(target?.appointment ?? '');
  const onCheck = useCallback((input: Parameters<typeof check>[0]) => void check(input), [check]);
  const title = t('pages.verify.title');
  const ref = appointmentRef.trim();
  const known = UUID.test(ref) || APPOINTMENT_NUMBER.test(ref);
  return (
    <section data-page="verify" className={local.sections}>
      <div>
        <PageHeading title={title}>{title}</PageHeading>
        <p className={styles.lead}>{t('pages.verify.body')}</p>
        <DeskTarget state={targetState} showVerify={state.status !== 'ok'} />
        <DeskCodeForm onCheck={onCheck} onEdit={reset} />
      </div>
      <DeskResult state={state} onVerified={markVerified} />
      <div className={form.form}>
        <h2>{t('verify.issueTitle')}</h2>
        <TextField
          label={t('verify.appointmentRefLabel')}
          hint={t('verify.appointmentRefHint')}
          autoComplete="off"
          spellCheck={false}
          value={appointmentRef}
          onChange={setAppointmentRef}
        />
        {known && <VerificationLinkPanel key={ref} appointmentId={ref} />}
      </div>
    </section>
  );
}
