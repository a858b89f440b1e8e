import type { ServiceContext } from '../../src/server/context';
import { createApplication, setApplicationStatus } from '../../src/server/features/applications/service';
import { createEnquiry, removeEnquiry, setEnquiryStatus } from '../../src/server/features/enquiries/service';
import {
  ApplicationFieldsSchema,
  type ApplicationInput,
  type ApplicationStatus,
} from '../../src/shared/schemas/application';
import { EnquiryFieldsSchema, type EnquiryInput } from '../../src/shared/schemas/enquiry';
import { makeApplicationInput, makeEnquiryInput } from './inputs';
import { setCreatedAt } from './rows';

// Enquiries and applications stored through the same services as a parent's submission (validated
// by the same schema first), for tests whose subject is what happens to them afterwards: listing,
// triage, export. No rate limit or honeypot is involved; tests of those submit through the API.

type EnquiryStatus = Parameters<typeof setEnquiryStatus>[2];

interface RowExtras<S> {
  status?: S;
  /** Backdates the row, so newest-first lists have a known order. */
  createdAt?: Date;
}

export function createEnquiryRow(
  svc: ServiceContext,
  overrides: Partial<EnquiryInput> & RowExtras<EnquiryStatus> = {},
): { id: number } {
  const { status, createdAt, ...fields } = overrides;
  const { id } = createEnquiry(svc, EnquiryFieldsSchema.parse(makeEnquiryInput(fields)));
  if (status && status !== 'new') setEnquiryStatus(svc, id, status);
  if (createdAt) setCreatedAt(svc, 'enquiries', id, createdAt);
  return { id };
}

/** Erases an enquiry the way the dashboard's Delete does. */
export function removeEnquiryRow(svc: ServiceContext, id: number): void {
  removeEnquiry(svc, id);
}

export function createApplicationRow(
  svc: ServiceContext,
  overrides: Partial<ApplicationInput> & RowExtras<ApplicationStatus> = {},
): { id: number } {
  const { status, createdAt, ...fields } = overrides;
  const { id } = createApplication(svc, ApplicationFieldsSchema.parse(makeApplicationInput(fields)));
  if (status && status !== 'new') setApplicationStatus(svc, id, status);
  if (createdAt) setCreatedAt(svc, 'applications', id, createdAt);
  return { id };
}
