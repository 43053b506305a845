import { z } from 'zod';
import { ZAck } from './envelope';
import { ZRole } from './roles';

/** User administration (superadmin only): /api/users/* */
export const ZUserSearch = z.object({
  keyword: z.string().trim().max(100).optional(),
  role: ZRole.optional(),
  isEnabled: z.boolean().optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
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

const userName = z
  .string()
  .trim()
  .min(3, 'userName must have at least 3 characters')
  .max(50)
  .regex(/^[A-Za-z0-9._@-]+$/, 'userName may contain letters, digits, dot, dash, underscore and @');
/** Plain text over TLS from the authenticated admin screen; the server hashes it with argon2id. */
export const ZNewPassword = z
  .string()
  .min(8, 'password must have at least 8 characters')
  .max(128, 'password must have at most 128 characters');

const userFields = {
  fullName: z.string().trim().min(1, 'fullName is required').max(100),
  email: z.union([z.email('email is not a valid e-mail address'), z.literal('')]).nullable(),
  roles: z.array(ZRole).min(1, 'roles needs at least one role'),
  additionalRoles: z.array(ZRole).default([]),
  branchCodes: z.array(z.string().trim().min(1)).min(1, 'branchCodes needs at least one branch'),
  isEnabled: z.boolean().default(true),
};

export const ZUserCreate = z.object({ userName, password: ZNewPassword, ...userFields });
export type UserCreate = z.infer<typeof ZUserCreate>;

export const ZUserUpdate = z.object({
  id: z.number().int(),
  version: z.number().int(),
  ...userFields,
});
export type UserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserById = z.object({ id: z.number().int() });
export const ZUserResetPassword = z.object({ id: z.number().int(), password: ZNewPassword });
export const ZUserSetEnabled = z.object({
  id: z.number().int(),
  version: z.number().int(),
  isEnabled: z.boolean(),
});

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
