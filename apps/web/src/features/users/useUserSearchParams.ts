import { isRole } from '@dealer/contracts/roles';
import type { UserSearch } from '@dealer/contracts/users';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_PAGE_SIZE = 20;

/** The list's search lives in the URL, so a reload, a shared link and Back keep it. */
export function useUserSearchParams(): [UserSearch, (patch: Partial<UserSearch>) => void] {
  const [params, setParams] = useSearchParams();

  const search = useMemo((): UserSearch => {
    const role = params.get('role');
    const status = params.get('status');
    return {
      keyword: params.get('q') || undefined,
      role: role && isRole(role) ? role : undefined,
      isEnabled: status === 'enabled' ? true : status === 'disabled' ? false : undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: Number(params.get('size')) || DEFAULT_PAGE_SIZE,
    };
  }, [params]);

  const update = useCallback(
    (patch: Partial<UserSearch>) => {
      const next = { ...search, ...patch };
      const query = new URLSearchParams();
      if (next.keyword) query.set('q', next.keyword);
      if (next.role) query.set('role', next.role);
      if (next.isEnabled !== undefined)
        query.set('status', next.isEnabled ? 'enabled' : 'disabled');
      if (next.page > 1) query.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
      setParams(query, { replace: true });
    },
    [search, setParams],
  );

  return [search, update];
}
