import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';
import { useUser } from '../../features/auth';
import { ChakraIsland } from '../chakra-island';

const AuthScreen = lazy(() => import('../../features/auth/routes/auth-screen'));

/** Signed-in-only screens show the sign-in screen instead when nobody is signed in (docs/decisions/0010). */
export function RequireAuth() {
  const { user } = useUser();
  return user ? (
    <Outlet />
  ) : (
    <ChakraIsland fallback={<FullScreenSpinner />}>
      <AuthScreen />
    </ChakraIsland>
  );
}
