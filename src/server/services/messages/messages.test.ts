import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';
import { MESSAGE_CATALOGS, renderMessage } from '.';
import type { MessageKind } from './types';

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

describe('server message templates', () => {
  it('exist in all seven languages, with the code or the link in each text', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(MESSAGE_CATALOGS[language]).sort()).toEqual([...KINDS].sort());
      for (const kind of KINDS) {
        const { subject, text } = renderMessage(kind, language, {
          code: '482913',
          url: 'https://c.example',
          number: 'AP-7KQ2M9XR',
          when: '2030-01-02 10:00',
          clinic: 'London',
          address: '1 High Street, London',
          link: 'https://c.example/mf/london/20231027',
          gp: 'Dr Gail Surgery',
          patient: 'Jane Doe',
          born: '1 May 1990',
          practitioner: 'Prue Practitioner',
        });
        expect(subject.length).toBeGreaterThan('Clinic Intake: '.length);
        if (kind.endsWith('Code')) expect(text).toContain('482913');
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
            expect(text).toContain(fact);
          }
        } else if (kind === 'bookingConfirmed' || kind === 'formLink' || kind === 'documentReady') {
          expect(text).toContain('https://c.example/mf/london/20231027');
          if (kind !== 'documentReady') {
            // Booking and reminder messages name the visit, its time and the clinic.
            for (const fact of ['AP-7KQ2M9XR', '2030-01-02 10:00', 'London', '1 High Street']) {
              expect(text).toContain(fact);
            }
          }
        } else expect(text).toMatch(/https:\/\/c\.example\/(register|login)/);
      }
    }
  });

  it('names the clinic alone when it has no address', () => {
    const { text } = renderMessage('formLink', 'en', {
      url: '',
      number: 'AP-1',
      when: 'Monday',
      clinic: 'London',
      address: '',
      link: 'l',
    });
    expect(text).toBe(
      'Your appointment AP-1 at London is on Monday. Please fill in your medical form before your visit: l',
    );
  });

  it('is translated, not English everywhere', () => {
    const english = renderMessage('loginCode', 'en', { code: '1', url: '' }).text;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(renderMessage('loginCode', language, { code: '1', url: '' }).text).not.toBe(english);
    }
  });

  it('falls back to English for an unknown language', () => {
    expect(renderMessage('noAccount', 'xx', { url: 'u' }).subject).toBe(
      'Clinic Intake: No account yet',
    );
  });
});
