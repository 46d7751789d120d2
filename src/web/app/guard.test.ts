import { describe, expect, it } from 'vitest';
import { decideGuard, homeTarget, isPublicPath } from './guard';

describe('route guard without a session', () => {
  it.each([
    '/login',
    '/mf/london/20231027',
    '/detail/london/20231027',
    '/verification/london/latest',
    '/new/bb/20240926',
    '/book-online',
    '/medicalSuccess',
    '/medicalError',
    '/mf-old',
    '/detail-old',
    '/userinfo',
    '/userData',
    '/setup',
    '/dev/outbox',
    '/rf',
    '/reconsent',
  ])('lets %s through', (path) => {
    expect(decideGuard(path, false)).toEqual({ action: 'allow' });
  });

  it.each([
    '/',
    '/medical/london/20231027',
    '/search',
    '/today',
    '/verify',
    '/hintWarning',
    '/404',
    '/simpleMf',
    '/admin/staff',
    '/admin/stores',
  ])('sends %s to /login', (path) => {
    expect(decideGuard(path, false)).toEqual({ action: 'redirect', to: '/login' });
  });
});

describe('route guard without a session, with contact info stored', () => {
  it.each(['/', '/hintWarning', '/userinfo', '/userData'])('lets %s through', (path) => {
    expect(decideGuard(path, false, true)).toEqual({ action: 'allow' });
  });
  it.each(['/search', '/verify', '/medical/london/20231027'])(
    'still sends %s to /login',
    (path) => {
      expect(decideGuard(path, false, true)).toEqual({ action: 'redirect', to: '/login' });
    },
  );
});

describe('route guard with a session', () => {
  it('signs out on /login', () => {
    expect(decideGuard('/login', true)).toEqual({ action: 'signOutAndAllow' });
  });
  it('sends /undefined to /404', () => {
    expect(decideGuard('/undefined', true)).toEqual({ action: 'redirect', to: '/404' });
  });
  it('lets staff pages through', () => {
    expect(decideGuard('/search', true)).toEqual({ action: 'allow' });
    expect(decideGuard('/reconsent', true)).toEqual({ action: 'allow' });
  });
});

describe('public path matching', () => {
  it('keeps the staff-filled medical variant behind sign-in', () => {
    // "medical" holds none of the public fragments: practitioners and nurses fill it.
    expect(isPublicPath('/medical/london/20231027')).toBe(false);
  });
  it('matches fragments case-sensitively, as the spec writes them', () => {
    expect(isPublicPath('/MF/x')).toBe(false);
    expect(isPublicPath('/verification/x/latest')).toBe(true);
  });
});

describe('home logic', () => {
  it('routes by contact info status', () => {
    expect(homeTarget({ status: 1 })).toBe('/userinfo');
    expect(homeTarget({ status: '2' })).toBe('/userData');
    expect(homeTarget({ status: 3 })).toBe('/hintWarning');
    expect(homeTarget({})).toBe('/hintWarning');
    expect(homeTarget(null)).toBe('/login');
  });
});
