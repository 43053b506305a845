import type { Role } from '@dealer/contracts/roles';
import type { UserSearch } from '@dealer/contracts/users';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_OPTIONS } from './roleLabel';
import '../users.css';

type Status = 'enabled' | 'disabled';

interface UserFiltersProps {
  search: UserSearch;
  onChange: (patch: Partial<UserSearch>) => void;
}

/** Keyword, role and status filters; every change goes back to page 1. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const status: Status | undefined =
    search.isEnabled === undefined ? undefined : search.isEnabled ? 'enabled' : 'disabled';
  return (
    <Flex gap={12} wrap className="list-filters" role="search">
      <Input.Search
        key={search.keyword ?? ''}
        defaultValue={search.keyword}
        placeholder={t('users.searchPlaceholder')}
        aria-label={t('users.search')}
        allowClear
        enterButton
        className="list-filters__keyword"
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined, page: 1 })}
      />
      <Select<Role>
        allowClear
        value={search.role}
        placeholder={t('users.allRoles')}
        aria-label={t('users.roleFilter')}
        options={ROLE_OPTIONS}
        className="list-filters__select"
        onChange={(role) => onChange({ role, page: 1 })}
      />
      <Select<Status>
        allowClear
        value={status}
        placeholder={t('users.allStatuses')}
        aria-label={t('users.statusFilter')}
        options={[
          { value: 'enabled', label: t('users.statusEnabled') },
          { value: 'disabled', label: t('users.statusDisabled') },
        ]}
        className="list-filters__select"
        onChange={(value) =>
          onChange({ isEnabled: value === undefined ? undefined : value === 'enabled', page: 1 })
        }
      />
    </Flex>
  );
}
