import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RowActionsProps {
  basePath: string;
  id: number;
  /** The row's key, e.g. its code: names the links for screen readers ('Edit CL-01'). */
  label: string;
  canWrite: boolean;
  copy: boolean;
}

/** View, Edit and Copy of one row, as links so they open in a new tab too. */
export function RowActions({ basePath, id, label, canWrite, copy }: RowActionsProps) {
  const { t } = useTranslation();
  const link = (action: 'view' | 'edit' | 'copy', text: string) => (
    <Link to={`${basePath}/${action}/${id}`} aria-label={`${text} ${label}`}>
      {text}
    </Link>
  );
  return (
    <Flex gap={12} className="master-row-actions">
      {link('view', t('master.view'))}
      {canWrite ? link('edit', t('master.edit')) : null}
      {canWrite && copy ? link('copy', t('master.copy')) : null}
    </Flex>
  );
}
