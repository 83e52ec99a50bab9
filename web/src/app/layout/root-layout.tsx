import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import '../../components/ui/plain.css';
import { useRecentActionExpiry, useUser } from '../../features/auth';

/** Only signed-in users see the top bar, so its menu code stays out of the sign-in page. */
const TopBar = lazy(() => import('./top-bar'));

/** Every screen: a spinner while the sign-in status loads, the top bar for signed-in users, then the screen. */
export function RootLayout() {
  const { user, isLoading } = useUser();
  useRecentActionExpiry(user?.id);
  // index.html's stand-in for the dashboard's title (drawn before the app loads) goes once this frame is drawn in its place.
  useLayoutEffect(() => {
    if (!isLoading) document.getElementById('app-shell-page')?.remove();
  }, [isLoading]);

  if (isLoading) return <FullScreenSpinner />;

  return (
    <div className="fr-root">
      {user && (
        <Suspense fallback={<header className="fr-header" />}>
          <TopBar user={user} />
        </Suspense>
      )}
      <main id="main">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
