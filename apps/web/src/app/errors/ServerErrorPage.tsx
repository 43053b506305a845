import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../shared/browser/reloadPage';
import { ErrorResult } from './ErrorResult';

/** 500: internal server error, something went wrong, try again. */
export function ServerErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorResult
      status="500"
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverError')}
      standalone={standalone}
      extra={<Button onClick={reloadPage}>{t('errors.tryAgain')}</Button>}
    />
  );
}

/** Route module for /500. */
export function Component() {
  return <ServerErrorPage standalone />;
}
