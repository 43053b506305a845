import type { User, UserList, UserSearch } from '@dealer/contracts/users';
import { Badge, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/time/businessTime';
import { roleLabel } from './roleLabel';
import { UserRowActions } from './UserRowActions';
import '../users.css';

interface UserTableProps {
  data: UserList | undefined;
  loading: boolean;
  search: UserSearch;
  onPage: (page: number, pageSize: number) => void;
  onResetPassword: (user: User) => void;
}

/** Spec display format of date-times. */

export function UserTable({ data, loading, search, onPage, onResetPassword }: UserTableProps) {
  const { t } = useTranslation();

  const columns: TableColumnsType<User> = [
    {
      title: t('users.userName'),
      dataIndex: 'userName',
      render: (_, user) => <Link to={`/users/edit/${user.id}`}>{user.userName}</Link>,
    },
    {
      title: t('users.fullName'),
      dataIndex: 'fullName',
      render: (_, user) => (
        <Flex vertical>
          <span>{user.fullName}</span>
          {user.email ? (
            <Typography.Text className="cell-secondary">
              <bdi>{user.email}</bdi>
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('users.roles'),
      dataIndex: 'roles',
      render: (_, user) => (
        <Flex wrap gap={4}>
          {user.roles.map((role, index) => (
            <Tag key={role} color={index === 0 ? 'blue' : undefined}>
              {roleLabel(role)}
              {index === 0 ? ` · ${t('users.activeRoleTag')}` : null}
            </Tag>
          ))}
          {user.additionalRoles.map((role) => (
            <Tag key={`+${role}`} variant="filled">
              + {roleLabel(role)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('users.branches'),
      dataIndex: 'branchCodes',
      render: (_, user) => (
        <Flex wrap gap={4}>
          {user.branchCodes.map((code, index) => (
            <Tag key={code} color={index === 0 ? 'geekblue' : undefined}>
              {code}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('users.enabled'),
      dataIndex: 'isEnabled',
      className: 'cell-nowrap',
      render: (_, user) => (
        <Badge
          status={user.isEnabled ? 'success' : 'default'}
          text={t(user.isEnabled ? 'users.statusEnabled' : 'users.statusDisabled')}
        />
      ),
    },
    {
      title: t('users.lastSignIn'),
      dataIndex: 'lastSignInTime',
      className: 'cell-nowrap',
      render: (_, user) =>
        user.lastSignInTime ? formatDateTime(user.lastSignInTime) : t('users.never'),
    },
    {
      title: <span className="sr-only">{t('users.actions')}</span>,
      key: 'actions',
      align: 'end',
      render: (_, user) => <UserRowActions user={user} onResetPassword={onResetPassword} />,
    },
  ];

  return (
    <Table<User>
      rowKey="id"
      columns={columns}
      dataSource={data?.users ?? []}
      loading={loading}
      scroll={{ x: 900 }}
      locale={{ emptyText: <Empty description={t('users.empty')} /> }}
      pagination={{
        current: search.page,
        pageSize: search.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('users.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
