import { access } from '../../platform/access/access';

/**
 * The campaign console's roles, the only readers of customers' personal data; superadmin passes
 * every rule (README: the demo ho_campaign).
 */
export const desk = access.roles('ho_campaign', 'ho_testdrive');
