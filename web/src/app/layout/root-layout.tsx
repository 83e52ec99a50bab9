import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useRecentActionExpiry, useUser } from '../../features/auth';

/** Only signed-in users see the top bar, so its menu code stays out of the sign-in page. */
const TopBar = lazy(() => import('./top-bar'));

/** Every screen: a spinner while the sign-in status loads, the top bar for signed-in users, then the screen. */
export function RootLayout() {
  const { user, isLoading } = useUser();
  useRecentActionExpiry(user?.id);
  // index.html's stand-in for the dashboard's title (issue 19) goes once this frame is drawn in its place.
  useLayoutEffect(() => {
    if (!isLoading) document.getElementById('app-shell-page')?.remove();
  }, [isLoading]);

  if (isLoading) return <FullScreenSpinner />;

  return (
    <Box minH="100dvh" bg="gray.50">
      {user && (
        <Suspense fallback={<Box as="header" h="16" bg="white" borderBottomWidth="1px" />}>
          <TopBar user={user} />
        </Suspense>
      )}
      <Box as="main" id="main">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
