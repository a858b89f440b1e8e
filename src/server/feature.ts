import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../shared/permissions';
import type { AppConfig } from './config';
import { earliest } from './content/schedule';
import type { ServiceContext } from './context';
import type { Db } from './db/client';
import type { SeedClock } from './db/seed-school-content';
import type { ClientAssets } from './http/client-assets';
import type { MediaStore } from './lib/images/media-store';
import type { Job } from './platform/jobs';
import type { MailAttachmentMaker, MailLinkMaker } from './platform/mail/sender';
import type { SearchSource } from './platform/search/sources';
import type { PageCache } from './ssr/page-cache';
import type { PublicPage } from './ssr/public-page';
import type { RenderPage } from './ssr/ssr';
import type { Context } from './trpc/context';

// What one feature is, as the rest of the server sees it (docs/decisions/029-feature-modules.md).
// A folder under src/server/features/ exports one Feature; the content-type layer emits one per type.
// app.ts, the tRPC router, the page registry and the schedule iterate FEATURES (features/index.ts):
// nothing imports a feature by name to wire it.

/** What a feature's plain routes are given (their own Fastify scope). */
/** Procedures and routers by name, as `router()` takes them. */
export type ProcedureRecord = Record<string, AnyTRPCRouter | AnyTRPCProcedure>;

export interface FeatureRouteOptions {
  svc: ServiceContext;
  assets: ClientAssets;
  cache: PageCache;
  /** Renders a public page with its data (the answers to forms posted without JavaScript). */
  renderPage: RenderPage;
  /**
   * Calls a procedure by its path ('admin.login') as the API would, with this request's context: a
   * form posted without JavaScript gets the procedure's rules, limits and audit, not a copy of them.
   */
  callProcedure: (ctx: Context, path: string, input: unknown) => Promise<unknown>;
  /** This build's release id (http/release.ts), read once at start. */
  release: string;
}

/** A timer beside the requests (a daily job, a sender's loop): the platform's Job (platform/jobs.ts). */
export type FeatureJob = Job;

/** What a feature's seed is given: the database, the image store, and the first start's instant and academic year. */
export interface SeedContext {
  db: Db;
  media: MediaStore;
  now: Date;
  clock: SeedClock;
}

/** What a feature's jobs are made with. */
export interface JobOptions {
  config: AppConfig;
}

export interface Feature<
  TPublic extends ProcedureRecord = ProcedureRecord,
  TAdmin extends ProcedureRecord = ProcedureRecord,
> {
  /** Its folder's name ('notices', 'transfer-certificates'). */
  name: string;
  /** What its dashboard work needs (its procedures name theirs; src/shared/permissions.ts); none without any. */
  permission?: Permission;
  /** Public procedures, at `<key>.<procedure>` (`notices.list`). */
  procedures?: TPublic;
  /** Dashboard procedures, at `admin.<key>.<procedure>` (`admin.notices.create`). */
  adminProcedures?: TAdmin;
  /** Its public pages: their data and, for pages whose address says what they show, their head. */
  pages?: readonly PublicPage[];
  /** Addresses of its public pages to list in sitemap.xml beyond the fixed ones of PAGES (a notice's, a campus's). */
  sitemap?: (svc: ServiceContext) => string[];
  /** Its plain routes (feeds, files, forms posted without JavaScript), registered in their own scope. */
  routes?: (app: FastifyInstance, opts: FeatureRouteOptions) => Promise<void>;
  /** Its timers, by name (tests name the ones they drive by hand, which are then not started). */
  jobs?: (svc: ServiceContext, options: JobOptions) => Record<string, FeatureJob>;
  /**
   * The single-use links its mails carry, made by the sender at delivery, by purpose (an invitation):
   * the outbox holds only a placeholder (docs/decisions/046-no-live-link-at-rest.md).
   */
  mailLinks?: (svc: ServiceContext) => Record<string, MailLinkMaker>;
  /** The files its mails carry, made by the sender at delivery, by purpose (a receipt's PDF). */
  mailAttachments?: (svc: ServiceContext) => Record<string, MailAttachmentMaker>;
  /**
   * Its first content, at every start (src/server/seed.ts runs the features' seeds in FEATURES order):
   * each seed checks a marker of its own in settings, so it runs once on a new install and once on an
   * install that predates it, and what the office deletes stays deleted.
   */
  seed?: (ctx: SeedContext) => unknown;
  /**
   * Its items in site search: each source's rule for what visitors may see, and how to write all its
   * entries (docs/decisions/051-site-search.md). It writes an item's entries itself, in the item's own write.
   */
  search?: readonly SearchSource[];
  /** The next instant its public output changes by itself (a publish window); the page cache expires then. */
  nextChange?: (svc: ServiceContext, now: Date) => Date | null | undefined;
}

/** Keeps a feature's procedure types exact, so the router built from FEATURES is typed procedure by procedure. */
export function defineFeature<
  const TPublic extends ProcedureRecord = Record<never, never>,
  const TAdmin extends ProcedureRecord = Record<never, never>,
>(feature: Feature<TPublic, TAdmin>): Feature<TPublic, TAdmin> {
  return feature;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** All features' procedures of one kind as one record, typed procedure by procedure. */
export type MergedProcedures<
  TFeatures extends readonly Feature[],
  TKind extends 'procedures' | 'adminProcedures',
> = UnionToIntersection<NonNullable<TFeatures[number][TKind]>>;

/** Merges the features' procedures of one kind; two features may not claim one name. */
export function mergeProcedures<
  const TFeatures extends readonly Feature[],
  TKind extends 'procedures' | 'adminProcedures',
>(features: TFeatures, kind: TKind): MergedProcedures<TFeatures, TKind> {
  const merged: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [key, value] of Object.entries(feature[kind] ?? {})) {
      if (key in merged) throw new Error(`Two features define the procedures '${key}' (${feature.name})`);
      merged[key] = value;
    }
  }
  return merged as MergedProcedures<TFeatures, TKind>;
}

/** The earliest instant any feature's public output changes by itself; null when none is due. */
export function nextScheduledChange(features: readonly Feature[], svc: ServiceContext): Date | null {
  const now = svc.now();
  return earliest(features.map((feature) => feature.nextChange?.(svc, now)));
}
