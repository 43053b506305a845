import type { Role } from '@dealer/contracts/roles';
import type { User, UserCreate, UserUpdate } from '@dealer/contracts/users';

export interface UserFormValues {
  userName?: string;
  password?: string;
  fullName: string;
  email?: string | null;
  /** Ordered: the first is the active role. */
  roles: Role[];
  additionalRoles: Role[];
  /** Ordered: the first is the home branch. */
  branchCodes: string[];
  isEnabled: boolean;
}

export const USER_FORM_FIELDS = [
  'userName',
  'password',
  'fullName',
  'email',
  'roles',
  'additionalRoles',
  'branchCodes',
  'isEnabled',
] as const;

export const EMPTY_USER_FORM: UserFormValues = {
  fullName: '',
  email: '',
  roles: [],
  additionalRoles: [],
  branchCodes: [],
  isEnabled: true,
};

export function formValuesOf(user: User): UserFormValues {
  return {
    fullName: user.fullName,
    email: user.email ?? '',
    roles: user.roles,
    additionalRoles: user.additionalRoles,
    branchCodes: user.branchCodes,
    isEnabled: user.isEnabled,
  };
}

function sharedFields(values: UserFormValues) {
  const email = values.email?.trim() ?? '';
  return {
    fullName: values.fullName.trim(),
    email: email === '' ? null : email,
    roles: values.roles,
    additionalRoles: values.additionalRoles,
    branchCodes: values.branchCodes,
    isEnabled: values.isEnabled,
  };
}

export function toCreateInput(values: UserFormValues): UserCreate {
  return {
    userName: values.userName?.trim() ?? '',
    password: values.password ?? '',
    ...sharedFields(values),
  };
}

export function toUpdateInput(
  user: Pick<User, 'id' | 'version'>,
  values: UserFormValues,
): UserUpdate {
  return { id: user.id, version: user.version, ...sharedFields(values) };
}
