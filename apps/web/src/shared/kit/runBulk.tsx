import { ZBulkResponse, type BulkAction, type BulkResponse } from '@dealer/contracts/master';
import { isApiError } from '../api/ApiError';
import { isErrorBody, type Reply } from '../api/client';
import { feedback } from '../ui/feedback';
import { notifyError } from '../ui/notify';
import { bulkHeadline } from './bulk';
import { BulkResultNotice } from './BulkResultNotice';

/** Statuses a bulk call answers with one result per row; the list shows them itself. */
export const BULK_FAILURE_STATUSES = [404, 409] as const;

export type BulkSend = (action: BulkAction) => Promise<Reply<BulkResponse>>;

function showResults(ok: boolean, headline: string, reply: BulkResponse) {
  feedback().notification[ok ? 'success' : 'error']({
    title: ok ? 'Success' : 'Failed',
    description: <BulkResultNotice headline={headline} results={reply.results} />,
    // Spec 1 section 8: success closes after 3 s, failure stays until closed.
    duration: ok ? 3 : 0,
    key: 'master-bulk',
  });
}

/**
 * Sends one bulk call and shows its per-row results. Resolves true when the call reached the
 * server (whatever its outcome), so the list clears the selection and reloads.
 */
export async function runBulk(action: BulkAction, send: BulkSend): Promise<boolean> {
  let reply: Reply<BulkResponse>;
  try {
    reply = await send(action);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const failed = ZBulkResponse.safeParse(error.body);
    if (failed.success) showResults(false, failed.data.message, failed.data);
    else if (!error.notified) notifyError(error.message);
    return error.status !== 0;
  }
  if (isErrorBody(reply)) {
    notifyError(reply.message);
    return false;
  }
  showResults(true, bulkHeadline(action, reply.message), reply);
  return true;
}
