import { ROLE_LABELS, type Role } from '@dealer/contracts/role-codes';
import { useTranslation } from 'react-i18next';
import { rolesThatOpen } from '../access/canOpen';
import { ErrorResult } from './ErrorResult';

/**
 * 403: the page exists but the user's roles may not open it. It names the roles that may, so the
 * user knows whom to ask (an administrator adds the role); 404 stays for what does not exist.
 */
export function ForbiddenPage({ routeKey, role }: { routeKey: string; role: string }) {
  const { t } = useTranslation();
  const needed = rolesThatOpen(routeKey).map((code) => ROLE_LABELS[code]);
  const held = ROLE_LABELS[role as Role] ?? role;
  return (
    <ErrorResult
      status="403"
      title={t('errors.forbiddenTitle')}
      text={t('errors.forbidden', { roles: needed.join(', '), role: held })}
    />
  );
}
