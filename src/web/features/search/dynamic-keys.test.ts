import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATES } from '../../../shared/appointment';
import { APPOINTMENT_ACTIONS } from '../../../shared/appointment-actions';
import { BOOKABLE_SERVICES } from '../../../shared/booking-services';
import { GENDERS } from '../../../shared/genders';
import { actionKey } from './action-paths';

type Catalog = { [key: string]: string | Catalog };
const english = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../i18n/locales/en.json'), 'utf8'),
) as Catalog;

function has(key: string): boolean {
  let node: string | Catalog | undefined = english;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

// Keys built at run time, which the catalog test cannot see in the source (other languages
// are kept complete against English by src/web/i18n/catalogs.test.ts).
describe('keys the client screens build from shared lists', () => {
  it('has every action, state, gender and service', () => {
    const keys = [
      ...APPOINTMENT_ACTIONS.map(actionKey),
      actionKey('open_record'),
      ...APPOINTMENT_STATES.map((s) => `appointmentState.${s}`),
      ...GENDERS.map((g) => `gender.${g}`),
      ...BOOKABLE_SERVICES.map((s) => s.name_key),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
