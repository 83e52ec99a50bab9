import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useUser } from '../../features/auth';

const AuthScreen = lazy(() => import('../../features/auth/routes/auth-screen'));

/** Signed-in-only screens show the sign-in screen instead when nobody is signed in (docs/decisions/0010). */
export function RequireAuth() {
  const { user } = useUser();
  return user ? <Outlet /> : <AuthScreen />;
}
