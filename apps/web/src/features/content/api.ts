import {
  CONTENT_API,
  ZContentDashboard,
  ZNewsListResponse,
  ZNewsResponse,
  ZOutletListResponse,
  ZOutletResponse,
  ZPromoListResponse,
  ZPromoResponse,
  ZSalesmanListResponse,
  type NewsCreate,
  type NewsListQuery,
  type NewsUpdate,
  type OutletUpdate,
  type PromoCreate,
  type PromoListQuery,
  type PromoUpdate,
  type SalesmanUpdate,
} from '@dealer/contracts/content';
import { CONTENT_MAP_API, ZMapSettingsResponse } from '@dealer/contracts/content-map';
import { ZStoredImage, FILES_API } from '@dealer/contracts/files';
import { ZAck } from '@dealer/contracts/envelope';
import { apiGet, apiPost, type Reply } from '../../shared/api/client';
import { expectReply, parseReply } from '../../shared/api/expectReply';
import { postFile } from '../../shared/kit/transfer';
import { ApiError } from '../../shared/api/ApiError';
import { notifyError } from '../../shared/ui/notify';

export const contentKeys = {
  all: ['content'] as const,
  dashboard: (branchCode: string) => ['content', 'dashboard', branchCode] as const,
  outlets: (branchCode: string) => ['content', 'outlets', branchCode] as const,
  outlet: (branchCode: string) => ['content', 'outlet', branchCode] as const,
  promos: (query: object) => ['content', 'promos', query] as const,
  promo: (uid: string) => ['content', 'promo', uid] as const,
  news: (query: object) => ['content', 'news', query] as const,
  newsItem: (uid: string) => ['content', 'newsItem', uid] as const,
  salesmen: (query: object) => ['content', 'salesmen', query] as const,
  salesman: (id: number) => ['content', 'salesman', id] as const,
  mapSettings: ['content', 'mapSettings'] as const,
};

/**
 * The outlet map's tile server and address search, read from the server at run time (as the
 * console's OAuth client is), so a deployment changes them without a new console build.
 */
export const fetchMapSettings = async (signal: AbortSignal) =>
  expectReply(ZMapSettingsResponse, await apiGet(CONTENT_MAP_API.settings, { signal }));

/** Query string of the defined, non-empty values. */
export function qs(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const fetchDashboard = async (branchCode: string, signal: AbortSignal) =>
  expectReply(
    ZContentDashboard,
    await apiGet(`${CONTENT_API.dashboard}${qs({ branchCode })}`, { signal }),
  );

export const fetchOutlets = async (branchCode: string, signal: AbortSignal) =>
  expectReply(
    ZOutletListResponse,
    await apiGet(`${CONTENT_API.outlets}${qs({ branchCode })}`, { signal }),
  ).branch;

export const fetchOutlet = async (branchCode: string, signal: AbortSignal) =>
  expectReply(
    ZOutletResponse,
    await apiGet(`${CONTENT_API.outlet}${qs({ branchCode })}`, { signal, handles: [403, 404] }),
  ).branch;

/** Saves; a 400 comes back as the error body for the form to show. */
export const saveOutlet = (body: OutletUpdate) =>
  apiPost<unknown>(CONTENT_API.outletUpdate, body, { handles: [409] });

export interface PromoQuery {
  headOffice: boolean;
  branchCode?: string;
  page: number;
  pageSize: number;
  generalFilter?: string;
  title?: string;
  activeStatus?: string;
  sortBy?: PromoListQuery['sortBy'];
  sort?: PromoListQuery['sort'];
}
export const fetchPromos = async ({ headOffice, ...query }: PromoQuery, signal: AbortSignal) =>
  expectReply(
    ZPromoListResponse,
    await apiGet(
      `${headOffice ? CONTENT_API.promoHo : CONTENT_API.promoBranch}${qs({ ...query })}`,
      { signal },
    ),
  );
export const fetchPromo = async (uid: string, signal: AbortSignal) =>
  expectReply(
    ZPromoResponse,
    await apiGet(`${CONTENT_API.promoDetail}${qs({ promotionCode: uid })}`, {
      signal,
      handles: [404],
    }),
  ).promotion;
export const savePromo = (body: PromoCreate | PromoUpdate) =>
  apiPost<unknown>('uid' in body ? CONTENT_API.promoUpdate : CONTENT_API.promoCreate, body, {
    handles: [409],
  });
export const reviewPromo = (uid: string, decision: 'approve' | 'reject', reason = '') =>
  apiPost<unknown>(CONTENT_API.promoReview, { uid, decision, reason }, { handles: [409] });

export interface NewsQuery {
  branchCode?: string;
  page: number;
  pageSize: number;
  title?: string;
  category?: string;
  activeStatus?: string;
  sortBy?: NewsListQuery['sortBy'];
  sort?: NewsListQuery['sort'];
}
export const fetchNewsList = async (query: NewsQuery, signal: AbortSignal) =>
  expectReply(
    ZNewsListResponse,
    await apiGet(`${CONTENT_API.news}${qs({ ...query })}`, { signal }),
  );
export const fetchNews = async (uid: string, signal: AbortSignal) =>
  expectReply(
    ZNewsResponse,
    await apiGet(`${CONTENT_API.newsDetail}${qs({ newsCode: uid })}`, { signal, handles: [404] }),
  ).news;
export const saveNews = (body: NewsCreate | NewsUpdate) =>
  apiPost<unknown>('id' in body ? CONTENT_API.newsUpdate : CONTENT_API.newsCreate, body, {
    handles: [409],
  });

export interface SalesmanQuery {
  businessAreaCode?: string;
  page: number;
  pageSize: number;
}
export const fetchSalesmen = async (query: SalesmanQuery, signal: AbortSignal) =>
  expectReply(
    ZSalesmanListResponse,
    await apiGet(`${CONTENT_API.salesmen}${qs({ ...query })}`, { signal }),
  );
/** By number (the list's search) or id (the edit page); 404 is the caller's to show. */
export const fetchSalesman = async (
  key: { salesmanNo?: string; id?: number },
  signal?: AbortSignal,
) =>
  apiGet<unknown>(`${CONTENT_API.salesmanByNo}${qs(key)}`, { signal, handles: [403, 404] }).then(
    (reply) => expectReply(ZSalesmanListResponse, reply).salesman[0]!,
  );
export const saveSalesman = (body: SalesmanUpdate) =>
  apiPost<unknown>(CONTENT_API.salesmanUpdate, body, { handles: [409] });

/** Whether a save's reply is the plain success envelope. */
export const isSaved = (reply: Reply<unknown>) =>
  ZAck.safeParse(reply).success && (reply as { acknowledge: number }).acknowledge === 1;

/** Uploads a picked image (platform/files) and answers its stored record. */
export async function uploadImage(file: File) {
  const reply = await postFile<unknown>(FILES_API.image, file);
  const refused = reply as { acknowledge?: number; message?: string };
  if (refused.acknowledge === 0) {
    // The server names what is wrong with the bytes (not an image, too large, too many pixels).
    notifyError(refused.message ?? file.name);
    throw new ApiError(refused.message ?? file.name, { status: 400, body: reply, notified: true });
  }
  return parseReply(ZStoredImage, reply);
}
