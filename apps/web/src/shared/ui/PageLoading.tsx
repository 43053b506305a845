import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads (plain CSS, so it costs the first load nothing). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden />
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
