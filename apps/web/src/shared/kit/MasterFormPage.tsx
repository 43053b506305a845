import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { listPath } from './listReturn';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import { isApiError } from '../api/ApiError';
import { notifyError } from '../ui/notify';
import { PageHeader } from '../ui/PageHeader';
import { useCanWriteMaster } from './access';
import { formModeOf, recordIdOf } from './formMode';
import type { MasterFormConfig } from './formTypes';
import { MasterForm } from './MasterForm';
import './master.css';

/**
 * A master-data form in the mode its route names: create, edit/{id}, view/{id} (read-only) or
 * copy/{id} (the record's values saved as a new one). A missing record says 'Data not found!'
 * and goes back to the list.
 */
export function MasterFormPage<Row, Values extends object>({
  config,
}: {
  config: MasterFormConfig<Row, Values>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = formModeOf(useLocation().pathname);
  const id = recordIdOf(useParams().id);
  const needsRecord = mode !== 'create';
  const canWrite = useCanWriteMaster();

  const record = useQuery({
    queryKey: [...config.queryKey, 'detail', id],
    queryFn: ({ signal }) => config.load(id!, signal),
    enabled: needsRecord && id !== undefined,
    // An edit starts from the latest version, not from a cached one.
    staleTime: 0,
    retry: false,
  });

  const missing =
    needsRecord &&
    (id === undefined ||
      (record.isError && isApiError(record.error) && record.error.status === 404));

  useEffect(() => {
    if (!missing) return;
    notifyError(MASTER_MESSAGES.notFound);
    void navigate(config.basePath, { replace: true });
  }, [missing, navigate, config.basePath]);

  const back = { to: listPath(config.basePath), label: t('master.backToList') };
  let body;
  if (!needsRecord) {
    body = <MasterForm config={config} mode={mode} initialValues={config.emptyValues} />;
  } else if (record.data) {
    const values = config.toValues(record.data);
    body = (
      <MasterForm
        // A reloaded record (after a stale save) starts the form afresh.
        key={record.dataUpdatedAt}
        config={config}
        mode={mode}
        row={mode === 'edit' ? record.data : undefined}
        editPath={mode === 'view' && canWrite ? `${config.basePath}/edit/${id}` : undefined}
        initialValues={mode === 'copy' ? (config.copyValues?.(values) ?? values) : values}
        onReload={() => void record.refetch()}
      />
    );
  } else if (record.isError && !missing) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('master.loadFailed')}
        action={<Button onClick={() => void record.refetch()}>{t('master.retry')}</Button>}
      />
    );
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('master.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} className="page master-form-page">
      <PageHeader title={config.titles[mode]} back={back} />
      {body}
    </Flex>
  );
}
