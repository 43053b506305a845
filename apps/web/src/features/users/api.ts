import type { Ack } from '@dealer/contracts/envelope';
import { API } from '@dealer/contracts/platform';
import {
  ZUserList,
  ZUserLookups,
  ZUserResponse,
  type UserCreate,
  type UserResponse,
  type UserSearch,
  type UserUpdate,
} from '@dealer/contracts/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, isErrorBody, type Reply } from '../../shared/api/client';
import { expectReply } from '../../shared/api/expectReply';

export const userKeys = {
  all: ['users'] as const,
  list: (search: UserSearch) => ['users', 'list', search] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  lookups: ['users', 'lookups'] as const,
};

// Queries ---------------------------------------------------------------------------------------

export async function searchUsers(search: UserSearch, signal?: AbortSignal) {
  return expectReply(ZUserList, await apiPost(API.users.search, search, { signal }));
}

export const userListQuery = (search: UserSearch) =>
  queryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ signal }) => searchUsers(search, signal),
    placeholderData: keepPreviousData,
  });

export const useUserList = (search: UserSearch) => useQuery(userListQuery(search));

/** A missing user is a 404 the edit page reports itself ('Data not found!'). */
export async function getUser(id: number, signal?: AbortSignal) {
  const reply = await apiPost(API.users.getById, { id }, { signal, handles: [404] });
  return expectReply(ZUserResponse, reply).user;
}

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQuery(id));

export async function getUserLookups(signal?: AbortSignal) {
  return expectReply(ZUserLookups, await apiGet(API.users.lookups, { signal }));
}

export const useUserLookups = () =>
  useQuery({
    queryKey: userKeys.lookups,
    queryFn: ({ signal }) => getUserLookups(signal),
    staleTime: 5 * 60_000,
  });

// Mutations: a 400 comes back as the reply (field errors for the form) ----------------------------

export const createUser = (input: UserCreate) => apiPost<UserResponse>(API.users.add, input);

/** A stale version answers 409; the edit page shows it with a way to load the latest. */
export const updateUser = (input: UserUpdate) =>
  apiPost<UserResponse>(API.users.edit, input, { handles: [409] });

export const setUserEnabled = (input: { id: number; version: number; isEnabled: boolean }) =>
  apiPost<UserResponse>(API.users.setEnabled, input);

export const resetUserPassword = (input: { id: number; password: string }) =>
  apiPost<Ack>(API.users.resetPassword, input);

function useUserMutation<I, R>(call: (input: I) => Promise<Reply<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      if (!isErrorBody(reply)) await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export const useCreateUser = () => useUserMutation(createUser);
export const useUpdateUser = () => useUserMutation(updateUser);
export const useSetUserEnabled = () => useUserMutation(setUserEnabled);
export const useResetUserPassword = () => useUserMutation(resetUserPassword);
