import { describe, expect, it } from 'vitest';
import { roleLookupFailureMessage, tokenFailureMessage } from './signInErrors';

const reply = (status: number, body: unknown, statusText = '') => ({
  status,
  statusText,
  bodyText: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('sign-in error catalogue (spec 1 section 8)', () => {
  it("shows 'Username or Password is incorrect' for invalid_grant", () => {
    const failure = tokenFailureMessage(
      reply(400, { error: 'invalid_grant', error_description: 'bad credentials' }),
    );
    expect(failure).toEqual({ message: 'Username or Password is incorrect', logout: false });
  });

  it("keeps 'User Role or User Area is empty' when the server says so with invalid_grant", () => {
    const failure = tokenFailureMessage(
      reply(400, { error: 'invalid_grant', error_description: 'User Role or User Area is empty' }),
    );
    expect(failure.message).toBe('User Role or User Area is empty');
  });

  it("shows the server's description for other 400s, such as the lockout", () => {
    const locked = 'Akun terkunci, coba lagi dalam 15 menit';
    expect(
      tokenFailureMessage(reply(400, { error: 'temporarily_locked', error_description: locked }))
        .message,
    ).toBe(locked);
  });

  it('shows the status text for 500 and 502', () => {
    expect(tokenFailureMessage(reply(500, 'boom', 'Internal Server Error')).message).toBe(
      'Internal Server Error',
    );
    expect(tokenFailureMessage(reply(502, '<html>', 'Bad Gateway')).message).toBe('Bad Gateway');
    expect(tokenFailureMessage(reply(502, '', '')).message).toBe('Bad Gateway');
  });

  it('shows the response text for 401 and logs out', () => {
    expect(tokenFailureMessage(reply(401, 'Client is not allowed'))).toEqual({
      message: 'Client is not allowed',
      logout: true,
    });
    expect(
      tokenFailureMessage(reply(401, { error: 'invalid_client', error_description: 'Bad client' })),
    ).toEqual({ message: 'Bad client', logout: true });
  });

  it("falls back to the server's message or the status text for anything else", () => {
    expect(
      tokenFailureMessage(reply(429, { message: 'Too many attempts' }, 'Too Many Requests'))
        .message,
    ).toBe('Too many attempts');
    expect(tokenFailureMessage(reply(503, '', 'Service Unavailable')).message).toBe(
      'Service Unavailable',
    );
  });

  it("shows the role lookup's server message, else 'Bad Network'", () => {
    expect(roleLookupFailureMessage(JSON.stringify({ acknowledge: 0, message: 'No roles' }))).toBe(
      'No roles',
    );
    expect(roleLookupFailureMessage('')).toBe('Bad Network');
    expect(roleLookupFailureMessage(undefined)).toBe('Bad Network');
  });
});
