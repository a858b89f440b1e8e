// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';

/** A row id as the API takes it. */
export const IdField = z.number().int().positive();
export const IdSchema = z.object({ id: IdField });
