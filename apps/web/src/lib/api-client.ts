import { getToken, clearToken } from './storage';

/** The server answered with an error envelope (or a non-2xx status). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(code: number, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** The server could not be reached or did not answer JSON. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Send this bearer token instead of the stored one (logout, after the session was forgotten here). */
  token?: string;
  /** An open call: a 401 is the caller's business, not a reason to go to the login flow. */
  open?: boolean;
  signal?: AbortSignal;
};

let unauthorizedHandler: (() => void) | null = null;

/** The app decides what "go to the login flow" means (clear the cache, navigate). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isEnvelope(body: unknown): body is { ResponseCode: number; ResponseMessage: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'ResponseCode' in body &&
    typeof body.ResponseCode === 'number'
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = true, open = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) goes as multipart: the browser writes its Content-Type and boundary.
  const form = typeof FormData !== 'undefined' && body instanceof FormData ? body : null;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = options.token ?? (auth ? getToken() : null);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    throw new NetworkError(error);
  }

  // Only a refusal of the token in use sends the player to login: a late answer to a token already
  // dropped (logout) or replaced must not.
  if (response.status === 401 && !open && token !== null && token === getToken()) {
    clearToken();
    unauthorizedHandler?.();
  }
  if (!response.ok) {
    if (isEnvelope(payload))
      throw new ApiError(payload.ResponseCode, payload.ResponseMessage, response.status);
    if (response.status >= 500) throw new NetworkError();
    throw new ApiError(-response.status, response.statusText, response.status);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
};
