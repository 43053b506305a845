import { PlusOutlined } from '@ant-design/icons';
import { API } from '@dealer/contracts/platform';
import type { User } from '@dealer/contracts/users';
import { Alert, Button, Card, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { rememberListSearch } from '../../../shared/kit/listReturn';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useUserList } from '../api';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFilters } from '../components/UserFilters';
import { UserTable } from '../components/UserTable';
import { useUserSearchParams } from '../useUserSearchParams';

function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useUserSearchParams();
  // The user forms come back to the same filters and page.
  const location = useLocation();
  useEffect(() => rememberListSearch('/users', location.search), [location.search]);
  const list = useUserList(search);
  const [resetting, setResetting] = useState<User | null>(null);

  return (
    <Flex vertical gap={16} className="page">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        extra={
          <>
            <ExportButton
              path={API.users.export}
              body={() => search}
              fileName="users.xlsx"
              title={t('users.title')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/users/create')}
            >
              {t('users.create')}
            </Button>
          </>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <UserFilters search={search} onChange={setSearch} />
          {list.isError && !list.data ? (
            <Alert
              type="error"
              showIcon
              title={t('users.loadFailed')}
              action={<Button onClick={() => void list.refetch()}>{t('users.retry')}</Button>}
            />
          ) : (
            <UserTable
              data={list.data}
              loading={list.isFetching}
              search={search}
              onPage={(page, pageSize) =>
                setSearch({ page: pageSize === search.pageSize ? page : 1, pageSize })
              }
              onResetPassword={setResetting}
            />
          )}
        </Flex>
      </Card>
      {resetting ? (
        <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      ) : null}
    </Flex>
  );
}

/** Route module for users. */
export function Component() {
  return <UserListPage />;
}
