import { useEffect, useState } from 'react';
import type { ClientDetailsDto } from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';
import { defaultCountry } from '../../ui/use-countries';
import { readContact, writeContact } from './contact-storage';
import type { DetailsValue } from './details-fields';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; details: ClientDetailsDto };

/** The client's details, by the contact code in session storage or the signed-in session. */
export function useClientDetails() {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    const code = readContact()?.code;
    void callApi(
      'POST /api/mform/confirm_user_info_show',
      { body: code ? { code } : {} },
      { quiet: true },
    ).then((envelope) =>
      setState(
        envelope.code === 0
          ? { kind: 'ready', details: envelope.data }
          : { kind: 'failed', message: envelope.message },
      ),
    );
  }, []);
  return [state, setState] as const;
}

export function toValue(d: ClientDetailsDto): DetailsValue {
  return {
    first_name: d.first_name,
    last_name: d.last_name,
    gender: d.gender ?? '',
    date_of_birth: d.date_of_birth ?? '',
    occupation: d.occupation ?? '',
    address: d.address ?? '',
    email: d.email ?? '',
    country: defaultCountry(),
    mobile: d.mobile ?? '',
  };
}

/** The update body: email and mobile only when changed (a change makes them unverified). */
export function toBody(value: DetailsValue, before: ClientDetailsDto) {
  const code = readContact()?.code;
  const email = value.email.trim();
  const mobile = value.mobile.trim();
  return {
    ...(code ? { code } : {}),
    first_name: value.first_name,
    last_name: value.last_name,
    gender: value.gender,
    date_of_birth: value.date_of_birth,
    occupation: value.occupation,
    address: value.address,
    ...(email && email !== (before.email ?? '') ? { email } : {}),
    ...(mobile && mobile !== (before.mobile ?? '') ? { country: value.country, mobile } : {}),
  };
}

/** After a save the contact code is renewed and the stored status follows the new details. */
export async function refreshContact(): Promise<void> {
  const stored = readContact();
  if (!stored?.code) return;
  const envelope = await callApi(
    'POST /api/mform/new_contact_info',
    { body: { code: stored.code } },
    { background: true, quiet: true },
  );
  if (envelope.code === 0)
    writeContact({ ...envelope.data, code: envelope.data.code ?? stored.code });
}

/** A date of birth must not be after today (the server checks it too). */
export function isFutureDate(date: string): boolean {
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date > local;
}
