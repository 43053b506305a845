import { CLIENT_HEADERS } from '@dealer/contracts/platform';
import { ApiError } from '../api/ApiError';
import { APPLICATION_NAME, CLIENT_TAG } from '../api/apiConfig';
import { API_MESSAGES, statusTextOf } from '../api/apiMessages';
import { beginRequest, endRequest } from '../api/inFlight';
import { refreshAccessToken } from '../api/refreshSession';
import { reloadPage } from '../browser/reloadPage';
import { endSession, getSession } from '../session/sessionStore';
import { notifyError } from '../ui/notify';

/**
 * File transfers (template download, multipart upload) that the JSON client cannot carry, with
 * the same rules: bearer token and client headers, one refresh and retry on 401, 'Bad Network'
 * on a network failure, a 400 body back to the caller, other failures shown.
 */
async function send(path: string, init: RequestInit): Promise<Response> {
  const call = (token: string | undefined) =>
    fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        [CLIENT_HEADERS.clientTag]: CLIENT_TAG,
        [CLIENT_HEADERS.applicationName]: APPLICATION_NAME,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  beginRequest();
  try {
    let response = await call(getSession()?.idToken);
    if (response.status === 401 && getSession()) response = await call(await refreshOrSignOut());
    return response;
  } catch (error) {
    if (isApiError(error)) throw error;
    notifyError(API_MESSAGES.badNetwork);
    throw new ApiError(API_MESSAGES.badNetwork, { status: 0, notified: true });
  } finally {
    endRequest();
  }
}

async function refreshOrSignOut(): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch {
    endSession();
    reloadPage();
    throw new ApiError(API_MESSAGES.sessionExpired, { status: 401, notified: true });
  }
}

function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const message =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : statusTextOf(response);
  notifyError(message);
  return new ApiError(message, { status: response.status, body, notified: true });
}

/** GETs a file with the bearer token and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { method: 'GET' });
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), response, fallbackName);
}

/** Hands `blob` to the browser as a download named as the server said (or `fallbackName`). */
function saveBlob(blob: Blob, response: Response, fallbackName: string): void {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * POSTs a JSON body and hands the file the server streams back to the browser as a download
 * (a report export). `onProgress` hears the bytes received so far while the file arrives. A
 * refusal (400, 403) is shown with the server's message and rejects.
 */
export async function downloadPost(
  path: string,
  body: unknown,
  fallbackName: string,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const response = await send(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok || !response.body) throw await failure(response);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress?.(received);
  }
  saveBlob(new Blob(parts as BlobPart[]), response, fallbackName);
}

/** POSTs one file as multipart `file`. A 400 answers its body (row errors) to the caller. */
export async function postFile<T>(path: string, file: File): Promise<T | Record<string, unknown>> {
  const data = new FormData();
  data.append('file', file, file.name);
  const response = await send(path, { method: 'POST', body: data });
  if (response.status === 400)
    return (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
