import { readServerError, type ServerErrors, type TrpcErrorShape } from '../../components/form/server-errors';
import { AdminRequestError } from './request';

/**
 * An upload's AdminRequestError (postForm, sent with XMLHttpRequest for its progress events) as the
 * tRPC error shape: it keeps the tRPC code but not the HTTP status. postForm words network and internal
 * failures itself, so every answer but an internal error is read as a refusal with its own sentence.
 */
function asTrpcError(error: unknown): unknown {
  if (!(error instanceof AdminRequestError)) return error;
  const shape: TrpcErrorShape = {
    message: error.message,
    data: { httpStatus: error.code === 'INTERNAL_SERVER_ERROR' ? 500 : 400, fieldErrors: error.fieldErrors },
  };
  return shape;
}

/**
 * A failed dashboard call, read like every form's (readServerError), plus the sentence its toast
 * shows: the form's message, else the first field's message (the server words both alike).
 */
export function readAdminError(error: unknown): ServerErrors & { summary: string | null } {
  const read = readServerError(asTrpcError(error));
  return { ...read, summary: read.formMessage ?? Object.values(read.fieldErrors)[0] ?? null };
}
