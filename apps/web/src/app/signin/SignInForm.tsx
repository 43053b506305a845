import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
// The two inputs from their own modules: antd's Input index also wires up TextArea, Search and
// the one-time-password field, which the sign-in page (every user's first download) never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../shared/session/session';
import { startSession } from '../../shared/session/sessionStore';

type Field = 'username' | 'password';

/**
 * Username and password. A plain form rather than antd's Form: two fields do not need a form
 * engine, and the sign-in page is every user's first download. Failures show inline and keep
 * the username.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required: Partial<Record<Field, string>> = {};
    if (!username.trim()) required.username = t('signin.usernameRequired');
    if (!password) required.password = t('signin.passwordRequired');
    setMissing(required);
    if (required.username || required.password) return;

    setBusy(true);
    setError(null);
    try {
      // Loaded on submit: the sign-in calls validate the server's replies with zod, which the
      // form itself does not need, so the first page of every visit stays without it.
      const { signIn } = await import('./signIn');
      const session = await signIn(username, password);
      // Session and navigation change in the same tick, so the guards see both at once.
      const stored = startSession(session);
      onSignedIn(session);
      await stored;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    status: missing[name] ? ('error' as const) : undefined,
    'aria-invalid': missing[name] ? true : undefined,
    'aria-describedby': missing[name] ? `${id}-${name}-error` : undefined,
    disabled: busy,
    size: 'large' as const,
  });

  const fieldError = (name: Field) =>
    missing[name] ? (
      <div id={`${id}-${name}-error`} className="signin-field__error">
        {missing[name]}
      </div>
    ) : null;

  return (
    <form className="signin-form" noValidate onSubmit={(event) => void submit(event)}>
      {error ? <Alert className="signin__error" type="error" showIcon title={error} /> : null}
      <div className="signin-field">
        <label htmlFor={`${id}-username`} className="signin-field__label">
          {t('signin.username')}
        </label>
        <Input
          {...field('username')}
          name="username"
          autoComplete="username"
          autoFocus
          prefix={<UserOutlined aria-hidden />}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setMissing((current) => ({ ...current, username: undefined }));
          }}
        />
        {fieldError('username')}
      </div>
      <div className="signin-field">
        <label htmlFor={`${id}-password`} className="signin-field__label">
          {t('signin.password')}
        </label>
        <Password
          {...field('password')}
          name="password"
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((current) => ({ ...current, password: undefined }));
          }}
        />
        {fieldError('password')}
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('signin.submit')}
      </Button>
    </form>
  );
}
