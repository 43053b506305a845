import { useTranslation } from 'react-i18next';
import { useInFlightCount } from '../../shared/api/inFlight';

/** A thin bar at the top while any call is under way, announced politely to screen readers. */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useInFlightCount() > 0;
  return (
    <>
      {busy ? <div className="loading-bar" aria-hidden /> : null}
      <span role="status" className="sr-only">
        {busy ? t('shell.loading') : ''}
      </span>
    </>
  );
}
