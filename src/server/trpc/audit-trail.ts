import { TRPCError } from '@trpc/server';
import type { AuditAction, AuditOutcome } from '../../shared/audit';
import {
  AdmissionsSettingsSchema,
  BrandingSettingsSchema,
  DeskSettingsSchema,
  GeneralSettingsSchema,
  NotificationSettingsSchema,
  PrivacySettingsSchema,
  StatementSettingsSchema,
} from '../../shared/schemas/settings';
import { StorageError } from '../db/write';
import type { AuditEntry } from '../platform/audit';
import { toTrpcError } from './errors';

// What the audit log records of an admin procedure (docs/decisions/022-privacy-and-audit.md), read
// from its path, the id in its input or result, and how it ended: never the input itself, which may
// hold what a parent typed (a search term, an address), nor an error's message, which may repeat it.

/** The verbs whose name is their whole story; any other is named in the entry's detail ('add attachment'). */
const PLAIN_VERBS = new Set(['create', 'update', 'remove', 'delete', 'save', 'setStatus', 'exportCsv']);

/** Whether a procedure is recorded by the shared middleware: every mutation, and an export sent as a query. */
export function isAudited(type: string, path: string): boolean {
  return type === 'mutation' || lastSegment(path) === 'exportCsv';
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** A row id as the input or result carries it (a number, or digits in a form field); anything else is dropped. */
function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return null;
}

/** The `id` of an input: a JSON object's, or a multipart form's `id` field. Nothing else is read. */
export function inputId(raw: unknown): number | null {
  if (raw instanceof FormData) return idOf(raw.get('id'));
  if (raw && typeof raw === 'object' && 'id' in raw) return idOf((raw as { id: unknown }).id);
  return null;
}

function resultId(data: unknown): number | null {
  return data && typeof data === 'object' && 'id' in data ? idOf((data as { id: unknown }).id) : null;
}

/** 'addAttachment' → 'add attachment'. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function actionOf(verb: string, hasInputId: boolean): AuditAction {
  if (verb === 'setStatus') return 'status-change';
  if (verb === 'exportCsv') return 'export-csv';
  if (verb === 'create' || verb === 'duplicate' || verb.startsWith('send')) return 'create';
  if (/^(remove|delete|clear)/.test(verb)) return 'delete';
  // An upload or addition to an item (its id in the form) changes that item; without one it is a new item.
  if (/^(upload|add)/.test(verb)) return hasInputId ? 'update' : 'create';
  // update, save, set*, reset*, retry.
  return 'update';
}

const SETTINGS_PANELS: [string, readonly string[]][] = [
  ['branding', Object.keys(BrandingSettingsSchema.shape)],
  ['general', Object.keys(GeneralSettingsSchema.shape)],
  ['admissions', Object.keys(AdmissionsSettingsSchema.shape)],
  ['notifications', Object.keys(NotificationSettingsSchema.shape)],
  ['privacy', Object.keys(PrivacySettingsSchema.shape)],
  ['statements', Object.keys(StatementSettingsSchema.shape)],
  ['desk e-mails', Object.keys(DeskSettingsSchema.shape)],
];

/** Which Settings panel a save came from, by the names of the fields it sent (never their values). */
function settingsPanel(verb: string, raw: unknown): string {
  if (/logo/i.test(verb)) return 'logo';
  if (/brochure/i.test(verb)) return 'brochure';
  const keys = raw && typeof raw === 'object' && !(raw instanceof FormData) ? Object.keys(raw) : [];
  const panels = SETTINGS_PANELS.filter(([, fields]) => keys.some((k) => fields.includes(k))).map(([name]) => name);
  return panels.join('+');
}

const ERROR_KINDS: Partial<Record<TRPCError['code'], string>> = {
  BAD_REQUEST: 'invalid input',
  NOT_FOUND: 'not found',
  CONFLICT: 'conflict',
  SERVICE_UNAVAILABLE: 'not saved',
  INTERNAL_SERVER_ERROR: 'internal error',
  TOO_MANY_REQUESTS: 'too many requests',
  PAYLOAD_TOO_LARGE: 'too large',
};

/** A failure's kind, as the API answers it: its code in words, never its message. */
export function errorKind(error: unknown): string {
  const cause = error instanceof TRPCError ? error.cause : error;
  let code: TRPCError['code'] = error instanceof TRPCError ? error.code : 'INTERNAL_SERVER_ERROR';
  if (cause instanceof StorageError) code = 'SERVICE_UNAVAILABLE';
  else code = toTrpcError(cause)?.code ?? code;
  return ERROR_KINDS[code] ?? code.toLowerCase().replace(/_/g, ' ');
}

/**
 * The entry for one admin call: `admin.notices.update` is 'update' of 'notices' with the input's id;
 * `admin.settings.*` is 'settings-change' of the panel saved. Nothing from the input but its `id`.
 */
export function auditEntryFor(call: {
  path: string;
  actor: string;
  clientIp: string;
  rawInput: unknown;
  ok: boolean;
  data?: unknown;
  error?: unknown;
}): AuditEntry {
  const segments = call.path.split('.');
  if (segments[0] === 'admin') segments.shift();
  const verb = segments.pop() ?? '';
  const entity = segments.join('.');
  const fromInput = inputId(call.rawInput);
  const fromResult = call.ok ? resultId(call.data) : null;
  const outcome: AuditOutcome = call.ok ? 'ok' : 'failed';
  const failure = call.ok ? [] : [`failed: ${errorKind(call.error)}`];

  if (entity === 'settings') {
    const panel = settingsPanel(verb, call.rawInput);
    const detail = verb === 'save' ? [] : [words(verb)];
    return {
      action: 'settings-change',
      actor: call.actor,
      entity: 'settings',
      entityId: panel,
      clientIp: call.clientIp,
      outcome,
      detail: [...detail, ...failure].join('; '),
    };
  }

  // Removing a part of an item (a notice's attachment) answers with the item: the entry is a change of
  // that item, so its 'Last changed by' names who did it; the part's id goes in the detail.
  if (/^remove[A-Z]/.test(verb) && fromResult !== null) {
    return {
      action: 'update',
      actor: call.actor,
      entity,
      entityId: fromResult,
      clientIp: call.clientIp,
      outcome,
      detail: [fromInput !== null ? `${words(verb)} ${fromInput}` : words(verb), ...failure].join('; '),
    };
  }
  const action = actionOf(verb, fromInput !== null);
  const detail: string[] = [];
  if (!PLAIN_VERBS.has(verb)) detail.push(words(verb));
  let entityId = fromInput ?? fromResult;
  // A copy is the new item; the one it was copied from is named in the detail.
  if (verb === 'duplicate' && fromResult !== null) {
    entityId = fromResult;
    if (fromInput !== null) detail[detail.length - 1] = `duplicate of ${fromInput}`;
  } else if (action === 'create' && fromInput === null) entityId = fromResult;
  if (action === 'export-csv') detail.push(exportScope(call.rawInput));
  return {
    action,
    actor: call.actor,
    entity,
    ...(entityId !== null ? { entityId } : {}),
    clientIp: call.clientIp,
    outcome,
    detail: [...detail, ...failure].filter(Boolean).join('; '),
  };
}

/** Whether an export was of everything or of a filtered list: the filter's values are never kept. */
function exportScope(raw: unknown): string {
  if (!raw || typeof raw !== 'object') return 'all';
  const filtered = Object.values(raw).some((v) => v !== undefined && v !== null && v !== '');
  return filtered ? 'filtered' : 'all';
}
