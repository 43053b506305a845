import { statusName } from '@dealer/contracts';
import type { MovedOrder } from './workflow';
import { acknowledged } from '../../platform/http/envelopes';

/** The answer of a status update: the order number leads the message (spec 1 section 8). */
export const movedAnswer = (moved: MovedOrder) => ({
  ...acknowledged(moved.message),
  testDriveOrderNo: moved.testDriveOrderNo,
  statusCode: moved.to,
  statusName: statusName(moved.to)!,
  version: moved.version,
});
