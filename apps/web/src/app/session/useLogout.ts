import { API } from '@dealer/contracts/platform';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, getSession } from '../../shared/session/sessionStore';

/** Tells the server to revoke the refresh token; sign-out does not wait for or depend on it. */
function revokeTokens(): void {
  const session = getSession();
  if (!session) return;
  fetch(API.auth.logout, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.idToken}` },
    body: JSON.stringify({ refresh_token: session.refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}

/** Logout: revoke (best effort), clear storage and the cookie, drop cached data, go to sign-in. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    revokeTokens();
    endSession();
    queryClient.clear();
    void navigate('/signin', { replace: true });
  }, [navigate]);
}
