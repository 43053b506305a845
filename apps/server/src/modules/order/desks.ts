import { access } from '../../platform/access/access';

/** The console roles of the order screens (superadmin passes every rule). */
export const orderDesks = access.roles('ho_testdrive', 'crc', 'pdi', 'pictestdrive');
/** The people who check the car before and after the drive. */
export const unitDesk = access.roles('ho_testdrive', 'pdi', 'pictestdrive');
