import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { getSession } from '../../shared/session/sessionStore';
import { resolveHome, routePath } from '../access/homeRoutes';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';

/**
 * A user who is already signed in when they open /signin goes to their home. Read once on
 * arrival: a sign-in completed on this page navigates by itself (to the page the user wanted),
 * and redirecting here as well would race with it.
 */
export function SignedOutOnly() {
  const [arrivedSignedIn] = useState(getSession);
  if (arrivedSignedIn) {
    return (
      <Navigate to={routePath(resolveHome(arrivedSignedIn.role, REGISTERED_ROUTE_KEYS))} replace />
    );
  }
  return <Outlet />;
}
