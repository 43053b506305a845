import { z } from 'zod';
import { id, int4, list, text, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ROLE_CODES, ZRole } from './roles';

/** User administration (superadmin only): /api/users/* */
export const ZUserSearch = z.object({
  keyword: trimmed(100).optional(),
  role: ZRole.optional(),
  isEnabled: z.boolean().optional(),
  page: int4({ min: 1 }).default(1),
  pageSize: int4({ min: 1, max: 200 }).default(20),
});
export type UserSearch = z.infer<typeof ZUserSearch>;

export const ZUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** Ordered: the first role is the active one. */
  roles: z.array(ZRole),
  additionalRoles: z.array(ZRole),
  /** Ordered user areas (branch codes); the first is the user's home branch. */
  branchCodes: z.array(z.string()),
  isEnabled: z.boolean(),
  version: z.number().int(),
  lastSignInTime: z.string().nullable(),
  createdTime: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const ZUserList = ZAck.extend({
  users: z.array(ZUser),
  total: z.number().int(),
});
export type UserList = z.infer<typeof ZUserList>;

const userName = trimmed(50)
  .min(3, 'userName must have at least 3 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'userName may contain letters, digits, dot, dash, underscore and @');
/** Plain text over TLS from the authenticated admin screen; the server hashes it with argon2id. */
export const ZNewPassword = text(128, 'password must have at most 128 characters').min(
  8,
  'password must have at least 8 characters',
);

const userFields = {
  fullName: trimmed(100).min(1, 'fullName is required'),
  email: z
    .union([z.email('email is not a valid e-mail address').max(254), z.literal('')])
    .nullable(),
  roles: list(ZRole, ROLE_CODES.length).min(1, 'roles needs at least one role'),
  additionalRoles: list(ZRole, ROLE_CODES.length).default([]),
  branchCodes: list(trimmed(10).min(1), 1000).min(1, 'branchCodes needs at least one branch'),
  isEnabled: z.boolean().default(true),
};

export const ZUserCreate = z.object({ userName, password: ZNewPassword, ...userFields });
export type UserCreate = z.infer<typeof ZUserCreate>;

export const ZUserUpdate = z.object({ id: id(), version: id(), ...userFields });
export type UserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserById = z.object({ id: id() });
export const ZUserResetPassword = z.object({ id: id(), password: ZNewPassword });
export const ZUserSetEnabled = z.object({ id: id(), version: id(), isEnabled: z.boolean() });

export const ZUserResponse = ZAck.extend({ user: ZUser });
export type UserResponse = z.infer<typeof ZUserResponse>;

/** Branches a user may be assigned to (company 0002, active, not BP). */
export const ZBranchOption = z.object({
  branchCode: z.string(),
  branchDescription: z.string(),
  branchTypeCode: z.string(),
});
export type BranchOption = z.infer<typeof ZBranchOption>;
export const ZUserLookups = ZAck.extend({
  branches: z.array(ZBranchOption),
  roles: z.array(ZRole),
});
export type UserLookups = z.infer<typeof ZUserLookups>;
