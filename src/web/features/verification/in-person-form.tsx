import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { ID_DOCUMENTS, type InPersonVerifyData } from '../../../shared/api/verification';
import { callApi } from '../../api/endpoint';
import { Field } from '../../ui/field';
import form from '../../ui/form.module.css';

type IdDocument = (typeof ID_DOCUMENTS)[number];

interface InPersonFormProps {
  clientId: string;
  appointmentId?: string | undefined;
  code?: string | undefined;
  onVerified: (data: InPersonVerifyData) => void;
}

/** "Verify Client": staff checked a photo ID in person (POST /api/verification/in-person). */
export function InPersonForm({ clientId, appointmentId, code, onVerified }: InPersonFormProps) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<IdDocument | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!document) {
      setError('verify.chooseDocument');
      return;
    }
    setError(undefined);
    const envelope = await callApi('POST /api/verification/in-person', {
      body: {
        clientId,
        document,
        ...(appointmentId ? { appointmentId } : {}),
        ...(code ? { code } : {}),
      },
    });
    if (envelope.code === 0) {
      setDone(true);
      onVerified(envelope.data);
    }
  }

  if (done) {
    return (
      <p className={form.notice} role="status">
        {t('verify.inPersonDone')}
      </p>
    );
  }
  return (
    <form className={form.form} onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('verify.inPersonTitle')}</h2>
      <Field label={t('verify.documentLabel')} error={error} hint={t('verify.documentHint')}>
        {(control) => (
          <select
            {...control}
            className={form.input}
            value={document}
            onChange={(e) => setDocument(e.target.value as IdDocument | '')}
          >
            <option value="">{t('verify.documentChoose')}</option>
            {ID_DOCUMENTS.map((d) => (
              <option key={d} value={d}>
                {t(`verify.document_${d}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary}>
          {t('verify.verifyClient')}
        </button>
      </div>
    </form>
  );
}
