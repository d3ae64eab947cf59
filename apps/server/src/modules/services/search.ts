import { CLOSEST_SERVICES_MAX, frameOriginOf, type ServiceListItem } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { type JsonText, jsonArray } from '../../platform/http/endpoints.ts';
import type { ServicesContext } from './context.ts';
import { heatWordOf } from './heat-words.ts';
import * as repo from './repo.ts';
import { BUILD_WAIT_MS } from './search-index.ts';
import { indexedItem, toItem, visibleRow } from './shapes.ts';

// Search and visits.

/** Ranked, visible rows for a keyword and which of them the caller collected. */
async function ranked(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  keyword: string,
  centre: 'APPLICATION' | 'PROCESS' | '' | undefined,
  size: number,
  log: boolean,
): Promise<{ rows: repo.ServiceRow[]; collected: Set<string> }> {
  await ctx.index.searchable(BUILD_WAIT_MS);
  const trimmed = keyword.trim();
  // Answered from the index's rows: visibility was applied by the index (kept current on every node), so no query is needed.
  const rows: repo.ServiceRow[] = [];
  for (const id of ctx.index.search(trimmed, viewer, centre || undefined, size)) {
    const row = ctx.index.row(id);
    if (row) rows.push(row);
  }
  if (log && trimmed) {
    const top = rows[0];
    ctx.searchLog.add({
      tenant_id: viewer.tenantId,
      keyword: trimmed,
      user_id: viewer.userId,
      hits: rows.length,
      service_id: top?.id ?? null,
      word: top ? heatWordOf(trimmed, top) : null,
    });
  }
  const collected = viewer.userId
    ? await repo.collectedAmong(
        ctx.platform.db,
        viewer.userId,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  return { rows, collected };
}

export async function search(...args: Parameters<typeof ranked>): Promise<JsonText<ServiceListItem[]>> {
  const { rows, collected } = await ranked(...args);
  return jsonArray(rows.map((r) => itemJson(r, collected.has(r.id))));
}

/** 您是不是要找: the visible services nearest to a keyword that found nothing. Suggestions are not searches, so nothing is logged. */
export async function closest(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  keyword: string,
  centre: 'APPLICATION' | 'PROCESS' | '' | undefined,
  size: number,
): Promise<JsonText<ServiceListItem[]>> {
  await ctx.index.searchable(BUILD_WAIT_MS);
  const rows = ctx.index
    .closest(keyword, viewer, centre || undefined, Math.min(size, CLOSEST_SERVICES_MAX))
    .flatMap((id) => ctx.index.row(id) ?? []);
  const collected = viewer.userId
    ? await repo.collectedAmong(
        ctx.platform.db,
        viewer.userId,
        rows.map((r) => r.id),
      )
    : new Set<string>();
  return jsonArray(rows.map((r) => itemJson(r, collected.has(r.id))));
}

export async function searchItems(...args: Parameters<typeof ranked>): Promise<ServiceListItem[]> {
  const { rows, collected } = await ranked(...args);
  return rows.map((r) => ({ ...toItem(r), collected: collected.has(r.id) }));
}

/**
 * The JSON of each indexed row's list item, both ways of `collected`: search
 * traffic repeats, and serialising 20 items was most of a search's cost. Keyed
 * by the row object, which the index replaces whenever the service changes.
 */
const itemJsonCache = new WeakMap<repo.ServiceRow, [Buffer, Buffer]>();

function itemJson(row: repo.ServiceRow, collected: boolean): Buffer {
  let pair = itemJsonCache.get(row);
  if (!pair) {
    const item = indexedItem(row);
    pair = [Buffer.from(JSON.stringify({ ...item, collected: false })), Buffer.from(JSON.stringify({ ...item, collected: true }))];
    itemJsonCache.set(row, pair);
  }
  return pair[collected ? 1 : 0];
}

export async function click(ctx: ServicesContext, viewer: repo.Viewer, serviceId: string) {
  await visibleRow(ctx.platform, viewer, serviceId);
  const visitCount = await repo.recordVisit(ctx.platform.db, {
    id: ctx.platform.newId(),
    tenant_id: viewer.tenantId,
    service_id: serviceId,
    user_id: viewer.userId,
    created_at: ctx.platform.clock.now().toISOString(),
  });
  ctx.index.setVisits(serviceId, visitCount);
  return { visitCount };
}

// Frames (docs/design/security-headers.md).

function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    const origin = frameOriginOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** Origins the web may frame on /home/serviceIframPage for this viewer: their visible in-page services only. */
export async function framableOrigins(ctx: ServicesContext, viewer: repo.Viewer): Promise<string[]> {
  return originsOf(await repo.inPageServiceUrls(ctx.platform.db, viewer));
}

/**
 * Every tenant's in-page service origins, for the CSP frame-src: the header
 * goes out before anyone signs in, so it cannot be cut to one user's view.
 */
export async function policyFrameOrigins(platform: Platform): Promise<string[]> {
  return originsOf(await repo.inPageServiceUrls(platform.db, null));
}

/**
 * Every service the viewer may see with their `collected` flags, most visited
 * first, from the node's search index: no query over the catalogue, which the
 * home-page cards read on every load.
 */
export async function visibleItems(ctx: ServicesContext, viewer: repo.Viewer, limit: number): Promise<ServiceListItem[]> {
  await ctx.ready;
  return withCollected(ctx.platform, viewer, ctx.index.visibleRows(viewer, limit));
}

/** The services of `ids` the viewer may see, in that order, with their `collected` flags (from the node's index). */
export async function visibleItemsAmong(ctx: ServicesContext, viewer: repo.Viewer, ids: readonly string[]): Promise<ServiceListItem[]> {
  await ctx.ready;
  const { index } = ctx;
  return withCollected(
    ctx.platform,
    viewer,
    ids.flatMap((id) => (index.visible(id, viewer) ? (index.row(id) ?? []) : [])),
  );
}

async function withCollected(platform: Platform, viewer: repo.Viewer, rows: repo.ServiceRow[]): Promise<ServiceListItem[]> {
  const collected = new Set(viewer.userId ? (await repo.favouriteIds(platform.db, viewer.userId)).map((f) => f.service_id) : []);
  return rows.map((r) => ({ ...indexedItem(r), collected: collected.has(r.id) }));
}
