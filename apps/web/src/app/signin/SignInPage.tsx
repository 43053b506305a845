import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LogoMark } from '../../shared/ui/LogoMark';
import { signInTarget } from '../access/signInTarget';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';
import { LanguageSelect } from '../preferences/LanguageSelect';
import { SignInForm } from './SignInForm';
import './signin.css';

/** Where the route guard sends a signed-out user, with the page they wanted. */
export interface SignInState {
  from?: string;
}

/** A centred card with the product name and the sign-in form. Kept light: it is the first load. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const wanted = (location.state as SignInState | null)?.from;

  return (
    <div className="signin">
      <header className="signin__language">
        <LanguageSelect />
      </header>
      <main className="signin__main">
        <section className="signin__card" aria-labelledby="signin-title">
          <div className="signin__brand">
            <LogoMark size={48} />
            <h1 id="signin-title" className="signin__title">
              {t('app.name')}
            </h1>
          </div>
          <p className="signin__subtitle">{t('signin.subtitle')}</p>
          <SignInForm
            onSignedIn={(session) =>
              void navigate(signInTarget(wanted, session, REGISTERED_ROUTE_KEYS), { replace: true })
            }
          />
        </section>
        <p className="signin__version">{t('app.version', { version: __APP_VERSION__ })}</p>
      </main>
    </div>
  );
}

/** Route module for /signin. */
export function Component() {
  return <SignInPage />;
}
