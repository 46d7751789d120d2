import { useEffect, useState } from 'react';
import type {
  BookingOptionsDto,
  BookingSlotsDto,
  ContactInfoDto,
} from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';

/** Stores and services that take bookings (null while loading). */
export function useBookingOptions(): BookingOptionsDto | null {
  const [options, setOptions] = useState<BookingOptionsDto | null>(null);
  useEffect(() => {
    let live = true;
    void callApi('GET /api/booking/options').then((envelope) => {
      if (live && envelope.code === 0) setOptions(envelope.data);
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** A store's start times for a service on a local date; `reload` asks again (after one filled). */
export function useSlots(store: string, date: string, service: string) {
  const [slots, setSlots] = useState<BookingSlotsDto | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    setSlots(null);
    if (!store || !service || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    let live = true;
    void callApi('GET /api/booking/slots', { query: { store, date, service } }).then((envelope) => {
      if (live && envelope.code === 0) setSlots(envelope.data);
    });
    return () => {
      live = false;
    };
  }, [store, date, service, version]);
  return { slots, reload: () => setVersion((v) => v + 1) };
}

/** Today as YYYY-MM-DD in the browser's calendar, plus `days`. */
export function localDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Keeps the contact info and its code in session storage (spec §3), so / routes to details. */
export async function rememberContact(code: string): Promise<ContactInfoDto['status'] | null> {
  const envelope = await callApi(
    'POST /api/mform/contactinfo_show',
    { body: { code } },
    { quiet: true },
  );
  if (envelope.code === 0) {
    sessionStorage.setItem('contactInfo', JSON.stringify({ ...envelope.data, code }));
    return envelope.data.status;
  }
  return null;
}
