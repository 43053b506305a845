import { AUTH_MESSAGES } from '@dealer/contracts/auth';
import { statusTextOf } from '../../shared/api/apiMessages';

export interface TokenFailure {
  status: number;
  statusText: string;
  bodyText: string;
}

export interface SignInFailure {
  message: string;
  /** 401 from the token endpoint: the spec logs the user out as well. */
  logout: boolean;
}

function jsonField(text: string, field: string): string | undefined {
  try {
    const value: unknown = (JSON.parse(text) as Record<string, unknown>)[field];
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Spec 1 section 8, login request: the message for a failed token call. */
export function tokenFailureMessage(failure: TokenFailure): SignInFailure {
  const statusText = statusTextOf(failure);
  const description = jsonField(failure.bodyText, 'error_description');
  if (failure.status === 400) {
    if (jsonField(failure.bodyText, 'error') === 'invalid_grant') {
      return {
        message:
          description === AUTH_MESSAGES.emptyRoleOrArea
            ? AUTH_MESSAGES.emptyRoleOrArea
            : AUTH_MESSAGES.invalidGrant,
        logout: false,
      };
    }
    // Covers the lockout text the server sends with temporarily_locked.
    return { message: description ?? statusText, logout: false };
  }
  if (failure.status === 500 || failure.status === 502)
    return { message: statusText, logout: false };
  if (failure.status === 401) {
    return { message: description ?? (failure.bodyText.trim() || statusText), logout: true };
  }
  return {
    message: description ?? jsonField(failure.bodyText, 'message') ?? statusText,
    logout: false,
  };
}

/** Spec 1 section 8: a failed role lookup shows the server's message or 'Bad Network'. */
export function roleLookupFailureMessage(bodyText: string | undefined): string {
  return (bodyText ? jsonField(bodyText, 'message') : undefined) ?? AUTH_MESSAGES.badNetwork;
}
