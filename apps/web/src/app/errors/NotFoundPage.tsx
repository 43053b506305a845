import { useTranslation } from 'react-i18next';
import { ErrorResult } from './ErrorResult';

/** 404: the page is missing or moved; also shown for pages the user may not open. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="404"
      title={t('errors.notFoundTitle')}
      text={t('errors.notFound')}
      standalone={standalone}
    />
  );
}

/** Route module for /404 and unknown paths. */
export function Component() {
  return <NotFoundPage standalone />;
}
