import { describe, expect, it } from 'vitest';
import { FSI, LRI, PDI } from '../../../shared/bidi-isolate';
import { LANGUAGES } from '../../../shared/languages';
import { formatDateTime } from '../../../shared/locale-format';
import { smsSegments } from '../../test-support/sms-segments';
import { languageFor, MESSAGE_CATALOGS, renderMessage } from '.';
import type { MessageKind, MessageParams } from './types';

const KINDS: MessageKind[] = [
  'loginCode',
  'registerCode',
  'noAccount',
  'alreadyRegistered',
  'bookingCode',
  'bookingConfirmed',
  'formLink',
  'documentReady',
  'identityCode',
  'memberInvite',
  'contactCode',
  'gpLetter',
];
/** The kinds that go to a client by SMS as well as by mail (the GP letter is mail only). */
const SMS_KINDS = KINDS.filter((kind) => kind !== 'gpLetter');

const LINK = 'https://c.example/verification/london/latest?code=eyJrIjoiazEifQ.AbCd-_x8&lang=ar';
const VALUES: MessageParams & { url: string } = {
  code: '482913',
  url: 'https://c.example',
  number: 'AP-7KQ2M9XR',
  when: '2030-01-02 10:00',
  clinic: 'London',
  address: '1 High Street, London',
  link: LINK,
  gp: 'Dr Gail Surgery',
  patient: 'Jane Doe',
  born: '1 May 1990',
  practitioner: 'Prue Practitioner',
};
const render = (kind: MessageKind, language: string, values = VALUES) =>
  renderMessage(kind, languageFor(null, language), values);
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('server message templates', () => {
  it('exist in all seven languages, with the code or the link in each text', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGE_CATALOGS[language]).sort()).toEqual([...KINDS].sort());
      for (const kind of KINDS) {
        const { subject, text } = render(kind, language);
        const plain = text.replace(new RegExp(BIDI_CONTROL, 'g'), '');
        expect(subject.length).toBeGreaterThan('Clinic Intake: '.length);
        if (kind.endsWith('Code')) expect(plain).toContain('482913');
        else if (kind === 'gpLetter') {
          // The letter names the GP, the patient, the visit, the clinic and who sends it.
          for (const fact of [
            'Dr Gail Surgery',
            'Jane Doe',
            '1 May 1990',
            'AP-7KQ2M9XR',
            'London',
            'Prue Practitioner',
          ]) {
            expect(plain).toContain(fact);
          }
        } else if (kind === 'bookingConfirmed' || kind === 'formLink' || kind === 'documentReady') {
          expect(text.endsWith(`\n${LINK}`), `${language} ${kind}`).toBe(true);
          if (kind !== 'documentReady') {
            // Booking and reminder messages name the visit, its time and the clinic.
            for (const fact of ['AP-7KQ2M9XR', '2030-01-02 10:00', 'London', '1 High Street']) {
              expect(plain).toContain(fact);
            }
          }
        } else {
          // The sign-in and registration pages, in the message's own language.
          const page = kind === 'alreadyRegistered' ? '/login' : '/login?mode=register';
          const link = `https://c.example${page}${page.includes('?') ? '&' : '?'}lang=${language}`;
          expect(text.endsWith(`\n${link}`), `${language} ${kind}`).toBe(true);
        }
      }
    }
  });

  it('names the clinic alone when it has no address', () => {
    const { text } = render('formLink', 'en', {
      url: '',
      number: 'AP-1',
      when: 'Monday',
      clinic: 'London',
      address: '',
      link: 'https://l.example/x',
    });
    expect(text).toBe(
      'Your appointment AP-1 at London is on Monday. Please fill in your medical form before your visit:\nhttps://l.example/x',
    );
  });

  it('is translated, not English everywhere', () => {
    const english = render('loginCode', 'en').text;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(render('loginCode', language).text).not.toBe(english);
    }
  });

  it('falls back to English for an unknown language', () => {
    expect(render('noAccount', 'xx').subject).toBe('Clinic Intake: No account yet');
  });
});

describe('values in their own direction (bidi)', () => {
  it('isolates every value of an Arabic message: codes left to right, words by their first letter', () => {
    const { text } = render('formLink', 'ar');
    expect(text).toBe(
      `موعدك ${LRI}AP-7KQ2M9XR${PDI} في عيادة ${FSI}London${PDI} (${FSI}1 High Street, London${PDI}) ` +
        `هو ${FSI}2030-01-02 10:00${PDI}. يرجى تعبئة النموذج الطبي قبل زيارتك:\n${LINK}`,
    );
    expect(render('loginCode', 'ar').text).toContain(` ${LRI}482913${PDI}.`);
    const letter = render('gpLetter', 'ar').text;
    for (const name of ['Dr Gail Surgery', 'Jane Doe', '1 May 1990', 'Prue Practitioner']) {
      expect(letter).toContain(`${FSI}${name}${PDI}`);
    }
  });

  it('never wraps a link: it ends its message on a line of its own, between letters', () => {
    for (const kind of ['bookingConfirmed', 'formLink', 'documentReady', 'noAccount'] as const) {
      const lines = render(kind, 'ar').text.split('\n');
      const link = lines.at(-1)!;
      expect(link).toMatch(/^https:\/\/\S+[A-Za-z0-9]$/);
      expect(link).not.toMatch(BIDI_CONTROL);
    }
  });

  it('adds nothing to a message written left to right', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'ar')) {
      for (const kind of KINDS) expect(render(kind, language).text).not.toMatch(BIDI_CONTROL);
    }
  });

  it("drops a value's own direction controls, which could turn the line or end the isolate", () => {
    const spoofed = { ...VALUES, clinic: 'Lon\u202edon', address: `1 High St${PDI}\u2067x` };
    const english = render('formLink', 'en', spoofed).text;
    expect(english).toContain('at London (');
    expect(english).toContain('(1 High Stx)');
    const arabic = render('formLink', 'ar', spoofed).text;
    expect(arabic).toContain(`${FSI}London${PDI} (${FSI}1 High Stx${PDI})`);
  });

  it('does not push an Arabic SMS into another segment with its isolates', () => {
    const when = formatDateTime(
      new Date('2030-01-02T10:00:00Z'),
      { language: 'ar', country: 'GB', timeZone: 'Europe/London' },
      { date: 'full', time: 'short' },
    );
    for (const kind of SMS_KINDS) {
      const text = render(kind, 'ar', { ...VALUES, when }).text;
      const without = smsSegments(text.replace(new RegExp(BIDI_CONTROL, 'g'), ''));
      // Arabic is UCS-2 anyway: an isolate costs two of a segment's 67 units, never the encoding.
      expect(smsSegments(text), kind).toEqual(without);
      expect(without.encoding).toBe('ucs2');
    }
  });
});

describe('languageFor', () => {
  const client = { preferredLanguage: 'ar' };
  const store = { language: 'fr' };
  it('takes a choice made on purpose, then hers, then the clinic’s, then English', () => {
    expect(languageFor(client, 'de', store)).toBe('de');
    expect(languageFor(client, undefined, store)).toBe('ar');
    expect(languageFor({ preferredLanguage: null }, undefined, store)).toBe('fr');
    expect(languageFor(null, undefined, null)).toBe('en');
  });
  it('passes over a value that is not one of the seven', () => {
    expect(languageFor({ preferredLanguage: 'xx' }, 'pt', { language: 'ja' })).toBe('ja');
    expect(languageFor(null, '', { language: '' })).toBe('en');
  });
});
