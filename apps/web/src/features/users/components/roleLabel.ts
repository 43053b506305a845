import { isRole, ROLE_CODES, ROLE_LABELS } from '@dealer/contracts/roles';

export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

export const ROLE_OPTIONS = ROLE_CODES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
