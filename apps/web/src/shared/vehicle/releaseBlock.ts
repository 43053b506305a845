import { ZAck, type Ack } from '@dealer/contracts/envelope';
import { MASTER_API } from '@dealer/contracts/master';
import { apiPost } from '../api/client';
import { expectReply } from '../api/expectReply';

/**
 * POST releaseblock {Id: the blockage id}. Failures (e.g. 409 'already released') are shown by
 * the API client and rejected; the reply is the server's acknowledge and message.
 */
export async function releaseBlock(blockageId: number): Promise<Ack> {
  const reply = await apiPost(MASTER_API.branchStock.releaseBlock, { Id: blockageId });
  return expectReply(ZAck, reply);
}
