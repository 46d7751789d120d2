import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import type { CountryDto } from '../../shared/api/auth';
import { callApi } from '../api/endpoint';
import { browserRegion } from './browser-region';
import { homeStore } from './store-places';

export interface CountryOption extends CountryDto {
  /** The country's name in the page's language, e.g. "Royaume-Uni". */
  name: string;
}

let loading: Promise<CountryDto[]> | undefined;

function loadCountries(): Promise<CountryDto[]> {
  loading ??= callApi('GET /api/common/user_country', {}, { background: true }).then((envelope) => {
    if (envelope.code === 0) return envelope.data.countries;
    loading = undefined; // try again next time
    return [];
  });
  return loading;
}

/** The country selector's list, named and sorted in the current language. */
export function useCountries(): CountryOption[] {
  const { i18n } = useTranslation();
  const [countries, setCountries] = useState<CountryDto[]>([]);
  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(i18n.language);
    return countries
      .map((c) => ({ ...c, name: names.of(c.code) ?? c.code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, i18n.language]);
}

/**
 * The country a phone number starts from: at the desk, the staff member's own store (a London
 * tablet set to US English still starts at +44); otherwise the browser's own region (en-GB →
 * GB); the clinics started in London.
 */
export function defaultCountry(): string {
  const home = homeStore();
  if (home) return home.country;
  return browserRegion() ?? 'GB';
}
