import { UPLOAD_CANCELLED_MESSAGE } from '../../../shared/content/progress-words';
import { TRPC_PATH } from '../../lib/trpc-client';

// Errors from the admin API, whichever way they came (tRPC hooks or an upload with progress).
export interface ErrorInfo {
  message: string | null;
  code: string | null;
  fieldErrors: Record<string, string[] | undefined>;
}

export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly fieldErrors: Record<string, string[] | undefined>,
  ) {
    super(message);
  }
}

export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof AdminRequestError)
    return { message: error.message, code: error.code, fieldErrors: error.fieldErrors };
  const e = error as {
    message?: string;
    data?: { code?: string; fieldErrors?: Record<string, string[]> | null };
  } | null;
  const code = e?.data?.code ?? null;
  // Only messages the server meant for people (not network or internal failures).
  const message = code && code !== 'INTERNAL_SERVER_ERROR' ? (e?.message ?? null) : null;
  return { message, code, fieldErrors: e?.data?.fieldErrors ?? {} };
}

/** Thrown by postForm when its signal stops the upload while it is being sent. */
export class UploadCancelledError extends AdminRequestError {
  constructor() {
    super(UPLOAD_CANCELLED_MESSAGE, 'CLIENT_CLOSED_REQUEST', {});
  }
}

/**
 * Sends FormData to a tRPC mutation with XMLHttpRequest, whose upload events drive a progress bar
 * (fetch has no upload progress). Same origin, so the browser adds Origin and the session cookie.
 * `signal` aborts it: the server reads the whole body before a procedure runs, so an upload stopped
 * while being sent leaves nothing stored (docs/decisions/034-log-format-and-progress.md).
 */
export function postForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${TRPC_PATH}/${path}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => reject(new UploadCancelledError());
    xhr.onload = () => {
      const body = xhr.response as {
        result?: { data: T };
        error?: { message: string; data?: { code?: string; fieldErrors?: Record<string, string[]> | null } };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.result) return resolve(body.result.data);
      const code = body?.error?.data?.code ?? (xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : null);
      const message =
        code && code !== 'INTERNAL_SERVER_ERROR'
          ? (body?.error?.message ?? 'The file is too large.')
          : 'Something went wrong. Please try again.';
      reject(new AdminRequestError(message, code, body?.error?.data?.fieldErrors ?? {}));
    };
    xhr.onerror = () => reject(new AdminRequestError('Network error. Please check your connection.', null, {}));
    xhr.send(form);
  });
}
