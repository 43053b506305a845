import { z } from 'zod';
import { ROLE_CODES } from './role-codes';

export * from './role-codes';

export const ZRole = z.enum(ROLE_CODES);
