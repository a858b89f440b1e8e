import { useCallback, useEffect, useRef, useState } from 'react';
import { TRPC_MAX_BATCH } from '../../shared/constants';
import { isLanguageCode, pathInLanguage } from '../../shared/paths';
import type { trpc as RealTrpc } from '../lib/trpc';

export type { RouterOutputs } from '../lib/trpc';

// The public pages' stand-in for the tRPC React client (docs/architecture.md, "Islands").
// The server renders a page with its data and writes that data into the page (`page-state`, keyed by
// the same query hash TanStack Query uses); a public page reads it back here, fetching only what the
// server did not give (a page shown after moving in the site, or a query that failed there). Calls go
// in tRPC's batch format over fetch, as the tRPC client sends them. Same names and result shapes as the real client,
// so the page components are the same code on the server, in the dashboard and on a public page.

/**
 * The API in the page's language: a page at /mr/... calls /mr/trpc/..., so what an island fetches
 * later answers in the words the server rendered it with (server/trpc/api-language.ts).
 */
function apiPath(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguageCode(lang) ? pathInLanguage('/trpc', lang) : '/trpc';
}
/** At most this many calls in one request (the server's TRPC_MAX_BATCH). */
const MAX_BATCH = TRPC_MAX_BATCH;

let pageData = new Map<string, unknown>();

/** The data the server rendered the page with: query hash → data. */
export function setPageData(data: Record<string, unknown>) {
  pageData = new Map(Object.entries(data));
}

export function readPageData(hash: string): unknown {
  return pageData.get(hash);
}

export function dropPageData(hash: string) {
  pageData.delete(hash);
}

/** TanStack Query's key hash: JSON with the keys of every plain object sorted. */
export function hashKey(key: unknown): string {
  return JSON.stringify(key, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value as object)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

const queryHash = (path: string, input: unknown) =>
  hashKey([path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }]);

/** A failed call, shaped as the tRPC client's error (src/client/components/form/server-errors.ts reads it). */
class CallError extends Error {
  constructor(
    message: string,
    readonly data: unknown,
    readonly shape: unknown,
  ) {
    super(message);
  }
}

type Answer = { result?: { data?: unknown }; error?: { message?: string; data?: unknown } };

/** One call's answer out of tRPC's batch answer (an array), or the answer itself. */
function settle(answer: Answer | undefined, ok: boolean, status: number): unknown {
  if (answer?.error)
    throw new CallError(answer.error.message ?? 'Request failed', answer.error.data ?? null, answer.error);
  if (!ok || !answer?.result) throw new CallError(`HTTP ${status}`, null, null);
  return answer.result.data;
}

/** The answers of a request in tRPC's batch format, one per call; undefined when it is not tRPC's answer. */
async function answers(response: Response, count: number): Promise<(Answer | undefined)[]> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not tRPC's answer (a proxy's error page): a failure that never reached the site.
  }
  const list = Array.isArray(body) ? body : [body];
  return Array.from({ length: count }, (_, i) =>
    list[i] && typeof list[i] === 'object' ? (list[i] as Answer) : undefined,
  );
}

/** tRPC's batch input: each call's input by its index. */
const batchInput = (inputs: unknown[]) => JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input])));

/** The queries asked in one turn of the event loop go as one GET, as the tRPC client's batch link sends them. */
const pending: { path: string; input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];

function query(path: string, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    pending.push({ path, input, resolve, reject });
    if (pending.length === 1) queueMicrotask(sendQueries);
  });
}

async function sendQueries() {
  const calls = pending.splice(0, MAX_BATCH);
  if (pending.length > 0) queueMicrotask(sendQueries);
  const url = `${apiPath()}/${calls.map((c) => c.path).join(',')}?batch=1&input=${encodeURIComponent(batchInput(calls.map((c) => c.input)))}`;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    const list = await answers(response, calls.length);
    calls.forEach((c, i) => {
      try {
        c.resolve(settle(list[i], response.ok, response.status));
      } catch (error) {
        c.reject(error);
      }
    });
  } catch (error) {
    for (const c of calls) c.reject(error);
  }
}

/** A submission: one POST in tRPC's batch format, as the tRPC client sends it. */
async function mutation(path: string, input: unknown): Promise<unknown> {
  const response = await fetch(`${apiPath()}/${path}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: batchInput([input]),
    credentials: 'same-origin',
  });
  const [answer] = await answers(response, 1);
  return settle(answer, response.ok, response.status);
}

interface QueryResult {
  data: unknown;
  error: unknown;
  isPending: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
}

function useQuery(path: string, input: unknown): QueryResult {
  const hash = queryHash(path, input);
  const [state, setState] = useState<{ hash: string; data?: unknown; error?: unknown; fetching: boolean }>(() =>
    pageData.has(hash) ? { hash, data: pageData.get(hash), fetching: false } : { hash, fetching: true },
  );
  const inputRef = useRef(input);
  inputRef.current = input;
  const fetchNow = useCallback(() => {
    setState((s) => ({ ...s, fetching: true }));
    query(path, inputRef.current).then(
      (data) => {
        pageData.set(hash, data);
        setState({ hash, data, fetching: false });
      },
      (error: unknown) => setState({ hash, error, fetching: false }),
    );
  }, [path, hash]);
  const known = pageData.has(hash);
  useEffect(() => {
    if (!known) fetchNow();
  }, [known, fetchNow]);
  const current = state.hash === hash ? state : known ? { hash, data: pageData.get(hash), fetching: false } : null;
  const data = current?.data ?? (known ? pageData.get(hash) : undefined);
  const error = current?.error;
  const status = data !== undefined ? 'success' : error !== undefined ? 'error' : 'pending';
  return {
    data,
    error: error ?? null,
    isPending: status === 'pending',
    isLoading: status === 'pending',
    isFetching: current?.fetching ?? true,
    isError: status === 'error',
    isSuccess: status === 'success',
    status,
    refetch: fetchNow,
  };
}

interface MutateOptions {
  onSuccess?: (data: never) => void;
  onError?: (error: unknown) => void;
}

function useMutation(path: string) {
  const [state, setState] = useState<{ pending: boolean; error: unknown; data: unknown }>({
    pending: false,
    error: null,
    data: undefined,
  });
  const mutateAsync = useCallback(
    async (input: unknown) => {
      setState({ pending: true, error: null, data: undefined });
      try {
        const data = await mutation(path, input);
        setState({ pending: false, error: null, data });
        return data;
      } catch (error) {
        setState({ pending: false, error, data: undefined });
        throw error;
      }
    },
    [path],
  );
  return {
    mutateAsync,
    mutate: (input: unknown, options?: MutateOptions) => {
      mutateAsync(input).then(
        (data) => options?.onSuccess?.(data as never),
        (error: unknown) => options?.onError?.(error),
      );
    },
    reset: () => setState({ pending: false, error: null, data: undefined }),
    isPending: state.pending,
    isError: state.error !== null,
    isSuccess: state.data !== undefined,
    error: state.error,
    data: state.data,
  };
}

function proxy(path: string[]): unknown {
  return new Proxy(() => {}, {
    get(_, key: string) {
      const joined = path.join('.');
      if (key === 'useQuery') return (input: unknown) => useQuery(joined, input);
      if (key === 'useMutation') return () => useMutation(joined);
      return proxy([...path, key]);
    },
  });
}

/** The same typed surface as the real client; only `useQuery` and `useMutation` exist here. */
export const trpc = proxy([]) as typeof RealTrpc;
