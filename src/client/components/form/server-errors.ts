/**
 * The shape of a tRPC error from this site's server (see the errorFormatter in
 * `src/server/trpc/trpc.ts`): a message, and `data` with the HTTP status and zod's field errors.
 * A failure that never reached the server (network, a proxy's HTML page) has no `data`.
 */
export interface TrpcErrorShape {
  message?: string;
  data?: {
    httpStatus?: number;
    fieldErrors?: Record<string, string[] | undefined> | null;
  } | null;
}

export interface ServerErrors {
  /** The first message per field, to show beside it. */
  fieldErrors: Record<string, string>;
  /**
   * The server's sentence for the whole form, or null: then the form shows its own fallback text.
   * Null when the answer carries field errors (a validation answer's message is zod's list of issues,
   * not a sentence), when the server never answered, and for an internal error (500), whose message
   * is a generic sentence each form words better itself.
   */
  formMessage: string | null;
  /** The HTTP status the server answered with, or null when it never answered. */
  status: number | null;
}

/** Reads a failed tRPC call the one way every form does. */
export function readServerError(error: unknown): ServerErrors {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as TrpcErrorShape;
  const status = typeof shape.data?.httpStatus === 'number' ? shape.data.httpStatus : null;
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(shape.data?.fieldErrors ?? {})) {
    const first = messages?.[0];
    if (first) fieldErrors[field] = first;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formMessage =
    status !== null && status !== 500 && !hasFieldErrors && typeof shape.message === 'string' && shape.message
      ? shape.message
      : null;
  return { fieldErrors, formMessage, status };
}
