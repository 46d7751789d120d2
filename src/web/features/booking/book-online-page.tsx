import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useLocation } from '../../app/navigation';
import {
  bookingBody,
  bookingSendCodeBody,
  type BookingOptionsDto,
  type BookingResultDto,
} from '../../../shared/api/clients';
import { localDate as storeToday } from '../../../shared/opening-hours';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { toLanguage } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import { useSessionInfo } from '../../app/use-session-info';
import { i18next } from '../../i18n/i18n';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { FormFooter } from '../../ui/form-footer';
import { PageHeading } from '../../ui/page-heading';
import { contactValueOf, readHandoff, searchBodyOf } from '../../ui/desk-handoff';
import { forStaff, homeStore } from '../../ui/store-places';
import { defaultCountry } from '../../ui/use-countries';
import { useCooldown } from '../../ui/use-cooldown';
import { useApiForm } from '../../ui/use-api-form';
import { validate, type FieldErrors } from '../../ui/validate';
import { BookingDone } from './booking-done';
import { CodeStep } from '../../ui/code-step';
import { ContactSection, type ContactDetails } from './contact-section';
import { SlotPicker, type SlotChoice } from './slot-picker';
import { localDate, rememberContact, useBookingOptions, useSlots } from './use-booking-data';
import { useStoreFromAddress } from './use-store-from-address';

type BookingStore = BookingOptionsDto['stores'][number];

function contactOf(c: ContactDetails) {
  return c.kind === 'email'
    ? { channel: 'email' as const, email: c.email }
    : { channel: 'sms' as const, country: c.country, mobile: c.mobile };
}

/** The picks the schemas cannot name: nothing chosen yet. */
function choiceErrors(choice: SlotChoice): FieldErrors {
  const errors: FieldErrors = {};
  if (!choice.store_code) errors.store_code = 'validation.required';
  if (!choice.service) errors.service = 'validation.required';
  if (!choice.date) errors.date = 'validation.invalidDate';
  if (!choice.starts_at) errors.starts_at = 'bookOnline.chooseTime';
  return errors;
}

/**
 * /book-online (public): a slot, who books, a code to the contact, then the number and link.
 * A member of staff signed in at the desk uses the same page to register and book a client
 * (walk-ins included): the client reads the code out, the booking is theirs "booked by" staff.
 */
export function BookOnlinePage() {
  const { t } = useTranslation();
  const staff = useSessionInfo()?.user?.kind === 'staff';
  // "Register this client" on /search hands over the contact searched for.
  const location = useLocation();
  const handedOver = readHandoff(location.state);
  // Failures are shown here, next to their field or above the button, never also as a toast.
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const options = useBookingOptions();
  // At the desk the client is usually there now, at the staff member's own store (unless a
  // clinic's own link, `?store=`, chose one); online, tomorrow is the first full day.
  const [home] = useState(() =>
    new URLSearchParams(location.search).has('store') ? undefined : homeStore(),
  );
  const [choice, setChoice] = useState<SlotChoice>({
    store_code: home?.code ?? '',
    service: '',
    date: home ? storeToday(new Date(), home.timezone) : localDate(forStaff() ? 0 : 1),
    starts_at: '',
  });
  const { slots, reload } = useSlots(choice.store_code, choice.date, choice.service);
  const [contact, setContact] = useState<ContactDetails>({
    ...(handedOver
      ? contactValueOf(handedOver)
      : { kind: 'email', email: '', country: defaultCountry(), mobile: '' }),
    first_name: '',
    last_name: '',
    code: '',
  });
  // A mobile number starts from the clinic's country until the person has typed one; the
  // treatment stays when the clinic offers it, else the clinic's first is chosen.
  const chooseStore = useCallback((store: BookingStore | undefined) => {
    setChoice((c) => ({
      ...c,
      store_code: store?.code ?? '',
      service: store?.services.some((s) => s.id === c.service)
        ? c.service
        : (store?.services[0]?.id ?? ''),
      starts_at: '',
    }));
    if (store) setContact((c) => (c.mobile ? c : { ...c, country: store.country }));
  }, []);
  useStoreFromAddress(options, chooseStore);
  // The staff member's own store, once the list says it takes bookings here.
  useEffect(() => {
    const store = options?.stores.find((s) => s.code === home?.code);
    if (store) chooseStore(store);
  }, [options, home, chooseStore]);
  const onChoice = (next: SlotChoice) => {
    if (next.store_code !== choice.store_code) {
      return chooseStore(options?.stores.find((s) => s.code === next.store_code));
    }
    setChoice(next);
  };
  const [codeSent, setCodeSent] = useState(false);
  const [cooldown, startCooldown] = useCooldown(60);
  const [result, setResult] = useState<BookingResultDto | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  // The page's language is hers when she books herself; at the desk it is the staff member's,
  // so none is sent and her messages go out in her own (or the clinic's) language.
  const language = staff ? undefined : toLanguage(i18next.language);

  const sendCode = async () => {
    const whole = validate(bookingBody, {
      ...contactOf(contact),
      ...choice,
      first_name: contact.first_name,
      last_name: contact.last_name,
      code: '000000',
      language,
    });
    const all = { ...(whole.ok ? {} : whole.errors), ...choiceErrors(choice) };
    const checked = validate(bookingSendCodeBody, { ...contactOf(contact), language });
    if (!checked.ok || Object.keys(all).length > 0) return void showErrors(all);
    const envelope = await callApi(
      'POST /api/booking/send-code',
      { body: checked.data },
      { quiet: true },
    );
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
    setCodeSent(true);
    startCooldown();
  };
  const book = async () => {
    const checked = validate(bookingBody, {
      ...contactOf(contact),
      store_code: choice.store_code,
      service: choice.service,
      starts_at: choice.starts_at,
      first_name: contact.first_name,
      last_name: contact.last_name,
      code: contact.code,
      language,
    });
    if (!checked.ok) return void showErrors(checked.errors);
    const key = staff ? 'POST /api/appointments' : 'POST /api/booking/book';
    const envelope = await callApi(key, { body: checked.data }, { quiet: true });
    if (envelope.code !== 0) {
      // The time filled up meanwhile (or the booking must be retried): choose again.
      if (envelope.code === ERROR_CODES.conflict) {
        reload();
        setCodeSent(false);
        setChoice({ ...choice, starts_at: '' });
      }
      return void showFailure(envelope);
    }
    // The contact info routes the client's own device home; a desk tablet keeps none.
    if (!staff) setStatus(await rememberContact(envelope.data.contact_code));
    setResult(envelope.data);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (codeSent ? book() : sendCode());
  };

  const page = staff ? 'staffBooking' : 'bookOnline';
  const title = t(`pages.${page}.title`);
  return (
    <section data-page="bookOnline">
      <PageHeading title={title}>{title}</PageHeading>
      {result ? (
        <BookingDone
          result={result}
          status={status}
          store={options?.stores.find((s) => s.code === result.store_code) ?? null}
          bookedFor={staff ? searchBodyOf(contact) : null}
        />
      ) : (
        <>
          <p className={pageStyles.lead}>{t(`pages.${page}.body`)}</p>
          {options ? (
            <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
              <fieldset className={styles.choice} disabled={codeSent}>
                <legend className={styles.legend}>
                  {t(staff ? 'staffBooking.visit' : 'bookOnline.visit')}
                </legend>
                <div className={styles.form}>
                  <SlotPicker
                    options={options}
                    slots={slots}
                    value={choice}
                    onChange={onChoice}
                    errors={errors}
                  />
                </div>
              </fieldset>
              <ContactSection
                value={contact}
                onChange={setContact}
                errors={errors}
                codeSent={codeSent}
                legend={t(staff ? 'staffBooking.contact' : 'bookOnline.contact')}
              />
              {codeSent ? (
                <CodeStep
                  notice={t(staff ? 'staffBooking.codeSent' : 'bookOnline.codeSent')}
                  changeLabel={t('bookOnline.change')}
                  code={contact.code}
                  onCode={(code) => setContact({ ...contact, code })}
                  error={errors.code}
                  cooldown={cooldown}
                  onResend={() => void sendCode()}
                  onChange={() => setCodeSent(false)}
                />
              ) : null}
              <FormFooter
                error={formError}
                submitLabel={codeSent ? t('bookOnline.confirm') : t('code.send')}
              />
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
