import {
  browserHistory,
  createRouter,
  data,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from './navigation';
import { toLanguage, type Language } from '../../shared/languages';
import { FORM_KINDS, type FormKind } from '../../shared/stores';
import { i18next, setLanguage } from '../i18n/i18n';
import { LoadingOverlay } from '../ui/loading-overlay';
import { NotFoundPage } from '../ui/not-found-page';
import { loadStorePlaces } from '../ui/store-places';
import { findFormRoute } from './form-routes';
import { decideGuard, homeTarget } from './guard';
import { preloadFormData } from './preload-route';
import { FormRouteError, RouteError } from './route-error';
import { formPage, page, pageModuleOf } from './route-pages';
import { homeOf, markSessionExpired, rememberReturnTo } from './return-to';
import { currentSession, signOutLocally, type SessionInfo } from './session';
import { handleSessionEnd } from './session-expiry';
import { loadAccountMenu, loadStaffNav, Shell } from './shell';

/**
 * Runs before every navigation: the spec §2 guard, then the `lang` query parameter. Returns
 * the session so the header can show who is signed in.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<SessionInfo> {
  const url = new URL(request.url);
  let session = await currentSession();
  const decision = decideGuard(url.pathname, session.authenticated, readContactInfo() !== null);
  if (decision.action === 'redirect') {
    if (decision.to === '/login') {
      rememberReturnTo(url.pathname + url.search);
      // The cookie's session ended (idle timeout, signed out elsewhere): say so on /login.
      if (session.expired) markSessionExpired();
    }
    throw redirect(decision.to);
  }
  if (decision.action === 'signOutAndAllow') {
    await signOutLocally();
    session = await currentSession();
  }
  if (session.authenticated) void loadAccountMenu().catch(() => undefined);
  if (session.user?.kind === 'staff') void loadStaffNav().catch(() => undefined);
  // Staff screens write dates and start phone numbers for the member's own store.
  await loadStorePlaces(session).catch(() => undefined);
  const lang = url.searchParams.get('lang');
  // A catalog that cannot be downloaded (offline) keeps the current language, not an error page.
  if (lang !== null) await setLanguage(toLanguage(lang)).catch(() => undefined);
  return session;
}

function readContactInfo(): { status?: unknown } | null {
  try {
    const raw = sessionStorage.getItem('contactInfo');
    return raw ? (JSON.parse(raw) as { status?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * `/`: the home logic of spec §2 by stored contact info; without it, a signed-in person goes
 * to their own home (sending them to /login would sign them out), anyone else to /login.
 */
async function homeLoader() {
  const contactInfo = readContactInfo();
  if (contactInfo) return redirect(homeTarget(contactInfo));
  const session = await currentSession();
  return redirect(session.authenticated ? homeOf(session.user) : '/login');
}

/** The screen of a dynamic form route: the staff kinds are the visit's record screens. */
function formRoutePage(kind: FormKind): RouteObject['lazy'] {
  switch (kind) {
    case 'verification':
      return page(() => import('../features/verification/verification-page'), 'VerificationPage');
    case 'detail':
      return page(() => import('../features/clinical/review-page'), 'ReviewPage');
    case 'medical':
      return page(() => import('../features/clinical/treatment-page'), 'TreatmentPage');
    default:
      return formPage(() => import('../features/questionnaire/form-index-page'), 'FormIndexPage');
  }
}

/**
 * One route per kind, `/{kind}/{store_code}/{version}`, whose loader looks the path up in the
 * catalogue (a path it does not define is the 404 page). One pattern per kind rather than one
 * route per catalogue variant: the router compiles and ranks every route on each match, and a
 * phone paid for ~150 of them on every first load and navigation.
 */
function formRoutes(): RouteObject[] {
  return FORM_KINDS.map((kind) => ({
    path: `/${kind}/:storeCode/:version`,
    // Also on navigations inside the app: the page's data and template beside its code.
    loader: ({ params }: LoaderFunctionArgs) => {
      const route = findFormRoute(`/${kind}/${params.storeCode}/${params.version}`);
      if (!route) throw data(null, { status: 404 });
      preloadFormData(route, toLanguage(i18next.language), Promise.resolve());
      return route;
    },
    lazy: formRoutePage(kind),
    errorElement: <FormRouteError />,
  }));
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: Shell,
      // The router runs every matched loader on every navigation: the guard sees them all.
      loader: guardLoader,
      errorElement: <RouteError />,
      HydrateFallback: LoadingOverlay,
      children: [
        { index: true, loader: homeLoader, Component: null },
        {
          path: '/rf',
          lazy: formPage(() => import('../features/questionnaire/reconsent-page'), 'RfPage'),
        },
        {
          path: '/reconsent',
          lazy: formPage(() => import('../features/questionnaire/reconsent-page'), 'ReconsentPage'),
        },
        {
          path: '/detail-old',
          lazy: page(() => import('../features/clinical/review-page'), 'ReviewPage'),
        },
        {
          path: '/simpleMf',
          lazy: formPage(
            () => import('../features/questionnaire/standalone-pages'),
            'SimpleMfPage',
          ),
        },
        {
          path: '/mf-old',
          lazy: formPage(() => import('../features/questionnaire/standalone-pages'), 'MfOldPage'),
        },
        {
          path: '/medicalSuccess',
          lazy: formPage(
            () => import('../features/questionnaire/outcome-pages'),
            'MedicalSuccessPage',
          ),
        },
        {
          path: '/medicalError',
          lazy: formPage(
            () => import('../features/questionnaire/outcome-pages'),
            'MedicalErrorPage',
          ),
        },
        {
          path: '/today',
          lazy: page(() => import('../features/day-view/day-view-page'), 'DayViewPage'),
        },
        {
          path: '/search',
          lazy: page(() => import('../features/search/search-page'), 'SearchPage'),
        },
        {
          path: '/book-online',
          lazy: page(() => import('../features/booking/book-online-page'), 'BookOnlinePage'),
        },
        {
          path: '/userinfo',
          lazy: page(() => import('../features/client/user-details-page'), 'UserInfoPage'),
        },
        {
          path: '/userData',
          lazy: page(() => import('../features/client/user-details-page'), 'UserDataPage'),
        },
        {
          path: '/hintWarning',
          lazy: page(() => import('../features/client/hint-warning-page'), 'HintWarningPage'),
        },
        { path: '/login', lazy: page(() => import('../features/login/login-page'), 'LoginPage') },
        { path: '/setup', lazy: page(() => import('../features/admin/setup-page'), 'SetupPage') },
        {
          path: '/admin/staff',
          lazy: page(() => import('../features/admin/staff-page'), 'StaffPage'),
        },
        {
          path: '/admin/documents',
          lazy: page(() => import('../features/admin/documents-page'), 'DocumentsPage'),
        },
        {
          path: '/admin/stores',
          lazy: page(() => import('../features/admin/stores-page'), 'StoresPage'),
        },
        {
          path: '/admin/access',
          lazy: page(() => import('../features/admin/access-reviews-page'), 'AccessReviewsPage'),
        },
        {
          path: '/admin/audit',
          lazy: page(() => import('../features/admin/audit-page'), 'AuditPage'),
        },
        {
          path: '/verify',
          lazy: page(() => import('../features/verification/verify-desk-page'), 'VerifyDeskPage'),
        },
        {
          path: '/dev/outbox',
          lazy: page(() => import('../features/dev-outbox/outbox-page'), 'OutboxPage'),
        },
        ...formRoutes(),
        { path: '/404', Component: NotFoundPage },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/**
 * Starts the first page's code and data while the app catalog is still downloading, before the
 * router exists (the router would ask for them only once it is created). The router loads the
 * same modules again and finds them there or on their way; it handles any failure.
 */
export function preloadFirstPage(
  pathname: string,
  language: Language,
  i18nReady: Promise<unknown>,
  routes: RouteObject[] = buildRoutes(),
): void {
  // The guard's question (who is signed in) is asked once and remembered: ask it now.
  void currentSession();
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    pageModuleOf(route.lazy)?.().catch(() => undefined);
  }
  const form = findFormRoute(pathname);
  if (form) preloadFormData(form, language, i18nReady);
}

/** The router of a page the browser draws itself: it starts loading the first page now. */
export function createAppRouter() {
  const router = createRouter(buildRoutes(), browserHistory());
  handleSessionEnd((to) => router.navigate(to));
  void router.load();
  return router;
}
