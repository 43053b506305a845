import {
  CAMPAIGN_API,
  ZAudienceResponse,
  ZBlastCommandResponse,
  ZBlastMessageByIdResponse,
  ZBlastMessageListResponse,
  ZCampaignOptionsResponse,
  ZCampaignPreviewResponse,
  ZCampaignTestSendResponse,
  ZCustomerSearchResponse,
  ZFiguresResponse,
  ZImageUploadResponse,
  ZMessageTypeResponse,
  type AudienceQuery,
  type BlastMessage,
  type CampaignPreviewQuery,
  type CampaignTestSend,
} from '@dealer/contracts/campaign';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/ApiError';
import { apiGet, apiPost, isErrorBody, type Reply } from '../../shared/api/client';
import { expectReply, parseReply } from '../../shared/api/expectReply';
import { postFile } from '../../shared/kit/transfer';
import { notifyError } from '../../shared/ui/notify';

export const campaignKeys = {
  all: ['campaign'] as const,
  list: (q: object) => ['campaign', 'list', q] as const,
  one: (id: number) => ['campaign', 'one', id] as const,
  figures: (id: number) => ['campaign', 'figures', id] as const,
};

export interface CampaignSearch {
  Title: string;
  Type: string;
  PublishDateStart: string;
  PublishDateEnd: string;
}

export const campaignListQuery = (q: CampaignSearch) =>
  queryOptions({
    queryKey: campaignKeys.list(q),
    queryFn: async ({ signal }) =>
      expectReply(ZBlastMessageListResponse, await apiPost(CAMPAIGN_API.list, q, { signal }))
        .listBlastMessages,
  });

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.one(id),
    queryFn: async ({ signal }) =>
      expectReply(
        ZBlastMessageByIdResponse,
        await apiPost(CAMPAIGN_API.byId, { BlastMessageId: id }, { signal }),
      ),
  });

export const typesQuery = queryOptions({
  queryKey: ['campaign', 'types'],
  queryFn: async ({ signal }) =>
    expectReply(ZMessageTypeResponse, await apiPost(CAMPAIGN_API.types, {}, { signal }))
      .listMessagesType,
  staleTime: 300_000,
});

export const optionsQuery = queryOptions({
  queryKey: ['campaign', 'options'],
  queryFn: async ({ signal }) =>
    expectReply(ZCampaignOptionsResponse, await apiGet(CAMPAIGN_API.options, { signal })),
  staleTime: 300_000,
});

export const audienceQuery = (t: AudienceQuery) =>
  queryOptions({
    queryKey: ['campaign', 'audience', t],
    queryFn: async ({ signal }) =>
      expectReply(ZAudienceResponse, await apiPost(CAMPAIGN_API.audience, t, { signal })),
  });

export const figuresQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.figures(id),
    queryFn: async ({ signal }) =>
      expectReply(
        ZFiguresResponse,
        await apiPost(CAMPAIGN_API.figures, { BlastMessageId: id }, { signal }),
      ),
  });

export const customersQuery = (q: { q: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['campaign', 'customers', q],
    queryFn: async ({ signal }) =>
      expectReply(ZCustomerSearchResponse, await apiPost(CAMPAIGN_API.customers, q, { signal })),
  });

/**
 * Each channel's message for the form as it stands. A 400 (a customer or image gone meanwhile)
 * is the dialog's to say at its field, not a toast's.
 */
export const messagePreviewQuery = (q: CampaignPreviewQuery) =>
  queryOptions({
    queryKey: ['campaign', 'preview', q],
    queryFn: async ({ signal }) => {
      const reply = await apiPost(CAMPAIGN_API.preview, q, { signal });
      if (isErrorBody(reply)) {
        throw new ApiError(reply.message, { status: 400, body: reply, notified: false });
      }
      return parseReply(ZCampaignPreviewResponse, reply);
    },
    retry: false,
  });

/**
 * A test send: the reply, or the refusal's body (a bad address, a channel without a provider, a
 * provider's refusal, too many tests) for the dialog to say at its field.
 */
export async function testSend(body: CampaignTestSend) {
  try {
    const reply = await apiPost<unknown>(CAMPAIGN_API.testSend, body, { handles: [429] });
    if (isErrorBody(reply)) return { refused: reply } as const;
    return { sent: parseReply(ZCampaignTestSendResponse, reply) } as const;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { tooMany: true } as const;
    throw error;
  }
}

/**
 * Add / Edit / Remove / SetActive / SetNonActive: the reply. A 400 and a 409 (a promo code a live
 * campaign holds, a stale version) come back as their body, for the form to say at the field or
 * in a toast; the 409 was thrown unhandled before.
 */
export async function blastCommand(body: object): Promise<Reply<unknown>> {
  try {
    return await apiPost<unknown>(CAMPAIGN_API.command, body, { handles: [409] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return error.body as Reply<unknown>;
    throw error;
  }
}

export function commandResult(reply: Reply<unknown>): {
  message: string;
  blastMessage?: BlastMessage;
} {
  const parsed = ZBlastCommandResponse.safeParse(reply);
  if (parsed.success) return parsed.data[0] ?? { message: '' };
  return { message: (reply as { message?: string }).message ?? '' };
}

/** Uploads the campaign image first (spec 1 section 5); the server checks its bytes. */
export async function uploadCampaignImage(file: File) {
  const reply = await postFile<unknown>(CAMPAIGN_API.image, file);
  const refused = reply as { acknowledge?: number; message?: string };
  if (refused.acknowledge === 0) {
    notifyError(refused.message ?? file.name);
    throw new ApiError(refused.message ?? file.name, { status: 400, body: reply, notified: true });
  }
  return parseReply(ZImageUploadResponse, reply);
}
