import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { LATER_ROUTES, paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { AppLayout, type LayoutHandle } from './layout/app-layout';
import { FullPageLoader } from './layout/full-page-loader';
import { RouteError } from './layout/route-error';

const accountHome = () => import('./routes/account/home').then((module) => ({ Component: module.default }));
const notFound = () => import('./routes/not-found').then((module) => ({ Component: module.default }));
const pages = () => import('./routes/pages/pages').then((module) => ({ Component: module.default }));
const profileEdit = () =>
  import('./routes/account/profile-edit').then((module) => ({ Component: module.default }));
const servicePage = () => import('./routes/service-page').then((module) => ({ Component: module.default }));

/** Every page is its own chunk; guards and the shell are not. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      hydrateFallbackElement: <FullPageLoader />,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          lazy: () => import('./routes/home').then((module) => ({ Component: module.default })),
        },
        { path: paths.account.home.path, lazy: accountHome },
        {
          // The same account home, but login-required: a guest goes to the login screen first.
          element: <RequireAuth withNav={false} />,
          children: [{ path: paths.account.dashboard.path, lazy: accountHome }],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: paths.account.status.path,
              lazy: () => import('./routes/account/status').then((module) => ({ Component: module.default })),
            },
            {
              path: paths.account.deposit.path,
              lazy: () =>
                import('./routes/account/deposit').then((module) => ({ Component: module.default })),
            },
            {
              path: paths.account.withdraw.path,
              lazy: () =>
                import('./routes/account/withdraw').then((module) => ({ Component: module.default })),
            },
            ...[
              paths.account.edit.root,
              paths.account.edit.anagrafica,
              paths.account.edit.documenti,
              paths.account.edit.contattiPrivacy,
              paths.account.edit.editContacts,
              paths.account.edit.password,
              paths.account.edit.security,
              paths.account.edit.status,
            ].map((route) => ({ path: route.path, lazy: profileEdit })),
            {
              path: paths.account.withdrawals.path,
              lazy: () =>
                import('./routes/account/withdrawals').then((module) => ({ Component: module.default })),
            },
            {
              // Deposit limit and self-exclusion ('Gioco Consapevole' and 'Autoesclusione').
              path: paths.account.edit.giocoConsapevole.path,
              lazy: () =>
                import('./routes/account/gioco-consapevole').then((module) => ({
                  Component: module.default,
                })),
            },
            {
              path: paths.account.statement.path,
              lazy: () =>
                import('./routes/account/statement').then((module) => ({ Component: module.default })),
            },
            {
              path: paths.account.playSandbox.path,
              lazy: () =>
                import('./routes/account/play-sandbox').then((module) => ({ Component: module.default })),
            },
            // The bet list and its tabs (money.md §2): one lazy chunk for both paths.
            ...[paths.account.bets, paths.account.betsFilter].map((route) => ({
              path: route.path,
              lazy: () => import('./routes/account/bets').then((module) => ({ Component: module.default })),
            })),
            // Promotions and bonuses and their tabs (money.md §2): one lazy chunk; the bare address
            // goes to real-bonus.
            ...[paths.account.bonuses, paths.account.bonusTab].map((route) => ({
              path: route.path,
              lazy: () =>
                import('./routes/account/bonuses').then((module) => ({ Component: module.default })),
            })),
            // The player's coupons and the promotions (money.md §2): one chunk each.
            {
              path: paths.account.bonusCoupons.path,
              lazy: () =>
                import('./routes/account/bonus-coupons').then((module) => ({ Component: module.default })),
            },
            {
              path: paths.account.promotions.path,
              lazy: () =>
                import('./routes/account/promotions').then((module) => ({ Component: module.default })),
            },
            // The fidelity ranking and its tabs (money.md §2): one lazy chunk for both paths; the bare
            // address goes to the first tab of the set.
            ...[paths.account.fidelity, paths.account.fidelityEndpoint].map((route) => ({
              path: route.path,
              lazy: () =>
                import('./routes/account/fidelity').then((module) => ({ Component: module.default })),
            })),
            {
              path: paths.account.edit.pepProfile.path,
              lazy: () =>
                import('./routes/account/pep-profile').then((module) => ({ Component: module.default })),
            },
          ],
        },
        {
          // Where the payment provider sends the browser back: open.
          path: paths.account.depositResult.path,
          lazy: () =>
            import('./routes/account/deposit-result').then((module) => ({ Component: module.default })),
        },
        {
          // Where the payout page sends the browser back: open.
          path: paths.account.withdrawResult.path,
          lazy: () =>
            import('./routes/account/withdraw-result').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.account.verifyEmail.path,
          lazy: () =>
            import('./routes/account/verify-email').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.account.login.path,
          lazy: () => import('./routes/account/login').then((module) => ({ Component: module.default })),
        },
        {
          // Conversion of an old account from its invitation link (cf, inv, username): open.
          path: paths.account.migration.path,
          lazy: () => import('./routes/account/migration').then((module) => ({ Component: module.default })),
        },
        {
          // The eleven-step registration form: open.
          path: paths.account.registration.path,
          lazy: () =>
            import('./routes/account/registration').then((module) => ({ Component: module.default })),
        },
        {
          // After registering (the player is logged in); open: a guest is asked to log in.
          path: paths.account.registrationConfirm.path,
          lazy: () =>
            import('./routes/account/registration-confirm').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.account.logout.path,
          lazy: () => import('./routes/account/logout').then((module) => ({ Component: module.default })),
        },
        {
          // Login-required (the page guards itself), no account navigation, no mobile header or footer.
          path: paths.account.changePassword.path,
          handle: { hideMobileChrome: true } satisfies LayoutHandle,
          lazy: () =>
            import('./routes/account/change-password').then((module) => ({ Component: module.default })),
        },
        {
          // The affiliate or point-of-sale application: open.
          path: paths.account.affiliate.path,
          lazy: () => import('./routes/account/affiliate').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.account.help.path,
          lazy: () => import('./routes/account/help').then((module) => ({ Component: module.default })),
        },
        {
          // Single sign-on from a partner site: open, no mobile header or footer.
          path: paths.sso.login.path,
          handle: { hideMobileChrome: true } satisfies LayoutHandle,
          lazy: () => import('./routes/sso/login').then((module) => ({ Component: module.default })),
        },
        // Institutional pages (content-profile.md §2): one screen for the index, a section and a page.
        { path: paths.pages.index.path, lazy: pages },
        { path: paths.pages.section.path, lazy: pages },
        { path: paths.pages.page.path, lazy: pages },
        { path: paths.pages.subsectionPage.path, lazy: pages },
        {
          // The account area's pages with a left menu: open to all.
          path: paths.account.page.path,
          lazy: () => import('./routes/pages/account-page').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.faq.index.path,
          lazy: () => import('./routes/faq/faq-index').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.faq.section.path,
          lazy: () => import('./routes/faq/faq-section').then((module) => ({ Component: module.default })),
        },
        {
          path: paths.account.ranking.path,
          element: <Navigate to={paths.account.fidelity.getHref()} replace />,
        },
        {
          path: paths.account.bonusActive.path,
          element: <Navigate to={paths.account.bonusTab.getHref('real-bonus')} replace />,
        },
        {
          element: <RequireAuth />,
          children: LATER_ROUTES.filter((route) => route.login).map((route) => ({
            path: route.path,
            lazy: notFound,
          })),
        },
        ...LATER_ROUTES.filter((route) => !route.login).map((route) => ({
          path: route.path,
          lazy: notFound,
        })),
        // Service pages: a dynamic first segment ranks below every static path above, whatever the
        // order here (router.test.tsx checks that /faq, /account/... keep their own routes).
        { path: paths.servicePage.path, lazy: servicePage },
        { path: paths.serviceSubPage.path, lazy: servicePage },
        { path: '*', lazy: notFound },
      ],
    },
    {
      // The ticket alone, without the site's header and footer (money.md §2); open: the session or
      // the print token in auth.
      path: paths.account.ticketPrint.path,
      hydrateFallbackElement: <FullPageLoader />,
      errorElement: <RouteError />,
      lazy: () => import('./routes/account/ticket-print').then((module) => ({ Component: module.default })),
    },
  ];
}

/**
 * Loads the lazy modules of the routes the address matches before the app first renders (React
 * Router's way of starting on a lazy route without its fallback): the first render is the page
 * itself, not a loader, then the page in a second, time-sliced pass. Their chunks are usually already
 * downloading (the first pages' modulepreload links). A module that fails to load stays lazy: the
 * router tries it again and shows its error element.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy());
        delete route.lazy;
      } catch {
        // Left to the router.
      }
    }),
  );
}

export const createAppRouter = (routes: RouteObject[] = createRoutes()) => createBrowserRouter(routes);
