import type { z } from 'zod';
import { ZStoredImage, FILES_API } from '@dealer/contracts/files';
import {
  GAME_API,
  GAME_FALLBACKS,
  PODIUM_DEFAULT_RANGE,
  ZAppConfigResponse,
  ZPodiumListResponse,
  ZPodiumResponse,
  ZPriceComponentListResponse,
  ZPriceComponentResponse,
  ZProductListResponse,
  ZProductResponse,
  ZProductTypeListResponse,
  ZQuestDone,
  COMPANY_CODE,
  PRODUCT_LIST_LIMIT,
  type AppConfigSave,
  type PodiumSave,
  type PriceComponentSave,
  type ProductSave,
} from '@dealer/contracts/game';
import { GAME_POINTS_API, ZRatePreviewResponse } from '@dealer/contracts/game-points';
import { ApiError, isApiError } from '../../shared/api/ApiError';
import { apiGet, apiPost, isErrorBody, type Reply } from '../../shared/api/client';
import { postFile } from '../../shared/kit/transfer';
import type { SaveOutcome } from '../../shared/kit/useFormSave';
import { notifyError } from '../../shared/ui/notify';

export const gameKeys = {
  all: ['game'] as const,
  appConfig: ['game', 'appConfig'] as const,
  priceComponents: ['game', 'priceComponents'] as const,
  priceComponent: (id: number) => ['game', 'priceComponent', id] as const,
  productTypes: ['game', 'productTypes'] as const,
  products: (productType: string, keyword: string) =>
    ['game', 'products', productType, keyword] as const,
  product: (id: number) => ['game', 'product', id] as const,
  podiums: (query: PodiumQuery) => ['game', 'podiums', query] as const,
  ratePreview: (rate: number) => ['game', 'ratePreview', rate] as const,
};

/** The message of a failed quest call: errorMsg, else message, else the screen's fallback. */
export function failureText(body: unknown, fallback: string): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  for (const key of ['errorMsg', 'message'] as const) {
    const value = b[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** A read: a refusal or a reply without responseCode '200' shows its text (or the fallback). */
function read<S extends z.ZodType>(schema: S, reply: Reply<unknown>, fallback: string): z.infer<S> {
  const parsed = schema.safeParse(reply);
  if (!isErrorBody(reply) && parsed.success) {
    const data = parsed.data as { responseCode: string };
    if (data.responseCode === '200') return parsed.data;
  }
  const text = failureText(reply, fallback);
  notifyError(text);
  throw new ApiError(text, { status: 400, body: reply, notified: true });
}

async function write<S extends z.ZodType>(
  schema: S,
  path: string,
  body: unknown,
  fallback: string,
): Promise<SaveOutcome<z.infer<S>>> {
  try {
    const reply = await apiPost<unknown>(path, body, { handles: [404, 409] });
    const parsed = schema.safeParse(reply);
    if (!isErrorBody(reply) && parsed.success) {
      const ok = parsed.data as { responseCode: string; responseText: string };
      if (ok.responseCode === '200')
        return { ok: true, message: ok.responseText, data: parsed.data };
    }
    return refusal(reply, fallback);
  } catch (error) {
    if (isApiError(error) && !error.notified) return refusal(error.body, fallback);
    throw error;
  }
}

function refusal(body: unknown, fallback: string): SaveOutcome<never> {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return {
    ok: false,
    message: failureText(body, fallback),
    errors: Array.isArray(errors)
      ? errors.filter(
          (e): e is { field: string; message: string } =>
            typeof e === 'object' && e !== null && 'field' in e && 'message' in e,
        )
      : [],
  };
}

// ---- app configuration
export async function fetchAppConfig(signal: AbortSignal) {
  const reply = await apiGet<unknown>(GAME_API.appConfig, { signal });
  return read(ZAppConfigResponse, reply, GAME_FALLBACKS.someData).data;
}
export const saveAppConfig = (body: AppConfigSave) =>
  write(ZAppConfigResponse, GAME_API.appConfigSave, body, GAME_FALLBACKS.failedToSave);

/** Each reward's points now and at a rate not yet saved (nothing is saved). */
export async function fetchRatePreview(rate: number, signal?: AbortSignal) {
  const body = { pointConversionRateIDR: rate };
  const reply = await apiPost<unknown>(GAME_POINTS_API.ratePreview, body, { signal });
  return read(ZRatePreviewResponse, reply, GAME_FALLBACKS.someData).data;
}

// ---- price components
export async function fetchPriceComponents(signal: AbortSignal) {
  const reply = await apiGet<unknown>(GAME_API.priceList, { signal });
  return read(ZPriceComponentListResponse, reply, GAME_FALLBACKS.someList).data;
}
export async function fetchPriceComponent(priceComponentId: number, signal: AbortSignal) {
  const reply = await apiPost<unknown>(GAME_API.priceDetail, { priceComponentId }, { signal });
  return read(ZPriceComponentResponse, reply, GAME_FALLBACKS.someData).data;
}
export const savePriceComponent = (body: PriceComponentSave) =>
  write(ZPriceComponentResponse, GAME_API.priceSave, body, GAME_FALLBACKS.failedToSave);
export const deletePriceComponent = (priceComponentId: number, version: number) =>
  write(ZQuestDone, GAME_API.priceDelete, { priceComponentId, version }, GAME_FALLBACKS.failed);

// ---- products
export async function fetchProductTypes(signal: AbortSignal) {
  const reply = await apiPost<unknown>(
    GAME_API.productTypes,
    { companyCode: COMPANY_CODE },
    { signal },
  );
  return read(ZProductTypeListResponse, reply, GAME_FALLBACKS.productTypes).data;
}
export async function fetchProducts(productType: string, keyword: string, signal: AbortSignal) {
  const body = {
    companyCode: COMPANY_CODE,
    productType: productType || undefined,
    keyword: keyword || undefined,
    skip: 0,
    limit: PRODUCT_LIST_LIMIT,
    order: 'ASC',
    by: 'PRODUCTCODE',
  };
  const reply = await apiPost<unknown>(GAME_API.productList, body, { signal });
  return read(ZProductListResponse, reply, GAME_FALLBACKS.datas);
}
export async function fetchProduct(productId: number, signal: AbortSignal) {
  const reply = await apiPost<unknown>(GAME_API.productDetail, { productId }, { signal });
  return read(ZProductResponse, reply, GAME_FALLBACKS.someData).data;
}
export const saveProduct = (body: ProductSave) =>
  write(ZProductResponse, GAME_API.productSave, body, GAME_FALLBACKS.failedToSave);

/** The banner is uploaded first (platform/files checks its bytes); the product keeps its fileId. */
export async function uploadBanner(file: File) {
  const reply = await postFile<unknown>(FILES_API.image, file);
  if (isErrorBody(reply)) {
    const text = failureText(reply, GAME_FALLBACKS.failed);
    notifyError(text);
    throw new ApiError(text, { status: 400, body: reply, notified: true });
  }
  const parsed = ZStoredImage.safeParse(reply);
  if (!parsed.success) {
    notifyError(GAME_FALLBACKS.failed);
    throw new ApiError(GAME_FALLBACKS.failed, { status: 200, body: reply, notified: true });
  }
  return parsed.data;
}

// ---- target podium
export interface PodiumQuery {
  employeeLevel: string;
  validFrom: string;
  validTo: string;
}
export const DEFAULT_PODIUM_QUERY: PodiumQuery = { employeeLevel: '', ...PODIUM_DEFAULT_RANGE };

export async function fetchPodiums(query: PodiumQuery, signal: AbortSignal) {
  const params = new URLSearchParams({ ValidFrom: query.validFrom, ValidTo: query.validTo });
  if (query.employeeLevel) params.set('EmployeeLevel', query.employeeLevel);
  const reply = await apiGet<unknown>(`${GAME_API.podiumList}?${params.toString()}`, { signal });
  return read(ZPodiumListResponse, reply, GAME_FALLBACKS.podiumList).data;
}
export const savePodium = (body: PodiumSave) =>
  write(ZPodiumResponse, GAME_API.podiumSave, body, GAME_FALLBACKS.failedToSave);
export const deletePodium = (podiumId: number, version: number) =>
  write(ZQuestDone, GAME_API.podiumDelete, { podiumId, version }, GAME_FALLBACKS.failed);
