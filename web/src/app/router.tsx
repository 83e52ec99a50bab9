import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { loadAppMessages } from '../i18n/language';
import { ChakraIsland, loadChakra } from './chakra-island';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';

/**
 * One code-split chunk per screen, so /auth does not download the calendar. Screens are drawn with Chakra,
 * which is fetched beside the screen's own code (not after it); the dashboard is `plain` (docs/decisions/0013): its
 * first view is drawn without Chakra, which comes with the first dialog or menu opened from it.
 */
function screen(load: () => Promise<{ default: ComponentType }>, { plain = false, beforeSignIn = false } = {}) {
  // The screens before sign-in read only the first file's catalogue; every other screen's texts load beside its code.
  const messages = () => (beforeSignIn ? undefined : loadAppMessages());
  if (plain) {
    const Screen = lazy(() => Promise.all([load(), messages()]).then(([module]) => module));
    return <Screen />;
  }
  const Screen = lazy(() => Promise.all([load(), loadChakra(), messages()]).then(([module]) => module));
  return (
    <ChakraIsland fallback={<FullScreenSpinner />}>
      <Screen />
    </ChakraIsland>
  );
}

/** /login is kept as an alias: the register screen and emails link to it. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.auth.getHref(), search }} replace />;
}

/**
 * The route table (docs/decisions/0010). React Router matches paths case-insensitively by default
 * (`caseSensitive` is false), and path parameters such as tokens keep their case.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.auth.path, element: screen(() => import('../features/auth/routes/auth-screen'), { beforeSignIn: true }) },
      { path: paths.login.path, element: <LoginRedirect /> },
      { path: paths.register.path, element: screen(() => import('../features/auth/routes/register-screen'), { beforeSignIn: true }) },
      { path: paths.magicLink.path, element: screen(() => import('../features/auth/routes/magic-link-screen'), { beforeSignIn: true }) },
      { path: paths.magicLinkVerify.path, element: screen(() => import('../features/auth/routes/magic-link-verify-screen'), { beforeSignIn: true }) },
      { path: paths.verifyEmail.path, element: screen(() => import('../features/auth/routes/verify-email-screen'), { beforeSignIn: true }) },
      { path: paths.resetPassword.path, element: screen(() => import('../features/auth/routes/reset-password-screen'), { beforeSignIn: true }) },
      { path: paths.accountLinkInvitation.path, element: screen(() => import('../features/account-links/routes/invitation-screen')) },
      { path: paths.success.path, element: screen(() => import('../features/plans/routes/payment-success-screen')) },
      { path: paths.upgradeSuccess.path, element: screen(() => import('../features/plans/routes/payment-success-screen')) },
      { path: paths.unsubscribe.path, element: screen(() => import('../features/summaries/routes/unsubscribe-screen')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home.path, element: screen(() => import('./dashboard/routes/dashboard-screen'), { plain: true }) },
          { path: paths.dashboard.path, element: screen(() => import('./dashboard/routes/dashboard-screen'), { plain: true }) },
          { path: paths.calendar.path, element: screen(() => import('../features/calendar/routes/calendar-screen')) },
          { path: paths.lists.path, element: screen(() => import('../features/lists/routes/lists-screen')) },
          { path: paths.settings.path, element: screen(() => import('./settings/routes/settings-screen')) },
          { path: paths.accountSettings.path, element: screen(() => import('./settings/routes/settings-screen')) },
          { path: paths.vark.path, element: screen(() => import('../features/vark/routes/vark-dashboard-screen')) },
          { path: paths.varkTake.path, element: screen(() => import('../features/vark/routes/vark-take-screen')) },
          { path: paths.varkResults.path, element: screen(() => import('../features/vark/routes/vark-results-screen')) },
          { path: paths.disc.path, element: screen(() => import('../features/disc/routes/disc-dashboard-screen')) },
          { path: paths.discTake.path, element: screen(() => import('../features/disc/routes/disc-assessment-screen')) },
          { path: paths.discResults.path, element: screen(() => import('../features/disc/routes/disc-assessment-screen')) },
          { path: paths.accountLinks.path, element: screen(() => import('../features/account-links/routes/account-links-screen')) },
          { path: paths.upgrade.path, element: screen(() => import('../features/plans/routes/upgrade-screen')) },
          { path: paths.familyMember.path, element: screen(() => import('../features/family/routes/family-member-screen')) },
        ],
      },
      { path: '*', element: screen(() => import('./routes/not-found')) },
    ],
  },
];

/** The screens for the current address; rendered inside a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
