import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './errors.css';

interface ErrorResultProps {
  status: '403' | '404' | '500';
  title: string;
  text: string;
  /** A public page outside the shell brings its own main landmark. */
  standalone?: boolean;
  extra?: ReactNode;
}

export function ErrorResult({ status, title, text, standalone = false, extra }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = (
    <Result
      status={status}
      title={<h1 className="error-result__title">{title}</h1>}
      subTitle={text}
      extra={
        <>
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('errors.backHome')}
          </Button>
          {extra}
        </>
      }
    />
  );
  return standalone ? <main className="error-page">{result}</main> : result;
}
