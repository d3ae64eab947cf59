import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Platform } from '../../platform/context.ts';
import { TextIndex } from '../../platform/search/text-index.ts';
import * as repo from './repo.ts';

/**
 * The service search index of one API node. Built from the database at start,
 * a slice at a time so the node keeps answering (docs/design/search-index.md);
 * every change to a service is published on `services:changed`, and each node
 * (this one included) reloads those services, so all nodes answer alike.
 * It holds the list rows too, so a search is answered from memory.
 */

export const SERVICES_CHANGED = 'services:changed';

interface Meta {
  tenantId: string;
  shelf: boolean;
  visitorVisible: boolean;
  /** Empty: every signed-in user. */
  roles: string[];
  centre: string;
}

/** Hotness lifts a result gently: relevance decides, hotness orders near-equal matches. */
export const hotnessBoost = (visits: number) => 1 + Math.log10(1 + Math.max(0, visits)) / 20;

/** Search traffic repeats (heat words); a short-lived cache of ranked ids per query and audience absorbs it. */
const CACHE_MAX = 2000;
const CACHE_TTL_MS = 30_000;

/** How long a search waits for the index being built at start before a plain match of the rows answers it. */
export const BUILD_WAIT_MS = 800;

function signal(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Reported by the build that failed, not as unhandled when no search waits.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export class ServiceSearchIndex {
  readonly text = new TextIndex({
    fields: { name: 6, keywords: 3, dept: 1.5, scene: 1.5, guide: 0.5 },
    pinyinOf: ['name', 'keywords', 'dept', 'scene'],
    phraseField: 'name',
    secondaryFields: ['guide'],
  });
  private readonly meta = new Map<string, Meta>();
  private readonly rows = new Map<string, repo.ServiceRow>();
  private readonly cache = new Map<string, { ids: string[]; at: number }>();
  /** Every row, most visited first; dropped whenever a row changes. */
  private hottest: repo.ServiceRow[] | undefined;
  /** Until the first full load is indexed, searches get a plain match of the rows. */
  private built = false;
  private readonly rowsIn = signal();
  private readonly builtIn = signal();
  /**
   * Counts reloads, so a grouping derived from the rows (services/by-department.ts) knows when to redo it. A reload
   * of no services counts too: it is how a department or scene saved without services is announced (the three lists).
   */
  version = 0;
  /** Counts visit updates, which replace rows without a reload: what keeps list items (the three lists) redoes them. */
  visitsVersion = 0;
  /** Loads run one after another, so a change arriving during the build waits for it. */
  private loading: Promise<void> = Promise.resolve();

  /** Same rule as the SQL of repo.ts `visibleTo`. */
  visible(id: string, viewer: repo.Viewer, centre?: string): boolean {
    const m = this.meta.get(id);
    if (!m || m.tenantId !== viewer.tenantId) return false;
    if (centre && m.centre !== centre && m.centre !== 'BOTH') return false;
    if (viewer.includeUnshelved) return true;
    if (!m.shelf) return false;
    if (viewer.roles === null) return m.visitorVisible;
    const roles = viewer.roles;
    return m.roles.length === 0 || m.roles.some((r) => roles.includes(r));
  }

  /**
   * Settles once a search can be answered: at once when the index is built;
   * during the first build, when it is done or after `waitMs` with the rows
   * in, whichever is first (rejects if that build failed before the rows were in).
   */
  searchable(waitMs: number): Promise<unknown> {
    // Settled already once built: every search awaits this, so no new promise then.
    if (this.built) return this.builtIn.promise;
    return Promise.race([this.builtIn.promise, Promise.all([this.rowsIn.promise, sleep(waitMs, undefined, { ref: false })])]);
  }

  search(keyword: string, viewer: repo.Viewer, centre: string | undefined, limit: number): string[] {
    if (!this.built) return this.plainMatch(keyword, viewer, centre, limit);
    const audience = viewer.includeUnshelved ? '*' : viewer.roles === null ? '-' : [...viewer.roles].sort().join(',');
    const key = `${viewer.tenantId}|${audience}|${centre ?? ''}|${limit}|${keyword}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < CACHE_TTL_MS) return cached.ids;
    const ids = this.text.query(keyword, (id) => this.visible(id, viewer, centre), limit).map((h) => h.id);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(key, { ids, at: now });
    return ids;
  }

  /** The services nearest to a keyword that found nothing (您是不是要找), among those the viewer may see. */
  closest(keyword: string, viewer: repo.Viewer, centre: string | undefined, limit: number): string[] {
    if (!this.built) return [];
    return this.text.closest(keyword, (id) => this.visible(id, viewer, centre), limit).map((h) => h.id);
  }

  /** While the first build runs: the visible services whose name or keywords contain the keyword, most visited first. */
  private plainMatch(keyword: string, viewer: repo.Viewer, centre: string | undefined, limit: number): string[] {
    const needle = keyword.trim().toLowerCase();
    if (!needle) return [];
    const ids: string[] = [];
    for (const row of this.hottestRows()) {
      if (ids.length >= limit) break;
      const found = row.name.toLowerCase().includes(needle) || row.keywords.toLowerCase().includes(needle);
      if (found && this.visible(row.id, viewer, centre)) ids.push(row.id);
    }
    return ids;
  }

  /** Every row, most visited first (ties by sort order); sorted once per change, not per call: the home-page cards ask on every load. */
  private hottestRows(): repo.ServiceRow[] {
    this.hottest ??= [...this.rows.values()].sort(
      (a, b) => Number(b.visit_count) - Number(a.visit_count) || Number(a.sort) - Number(b.sort),
    );
    return this.hottest;
  }

  /** The first `limit` indexed rows the viewer may see, most visited first (ties by sort order). */
  visibleRows(viewer: repo.Viewer, limit: number): repo.ServiceRow[] {
    const rows: repo.ServiceRow[] = [];
    for (const row of this.hottestRows()) {
      if (rows.length >= limit) break;
      if (this.visible(row.id, viewer)) rows.push(row);
    }
    return rows;
  }

  /** Every indexed row, of every tenant, in no particular order. */
  allRows(): IterableIterator<repo.ServiceRow> {
    return this.rows.values();
  }

  /** The list row of an indexed service (collected is always 0 here: it is per caller). */
  row(id: string): repo.ServiceRow | undefined {
    return this.rows.get(id);
  }

  setVisits(id: string, visits: number): void {
    this.text.setBoost(id, hotnessBoost(visits));
    const row = this.rows.get(id);
    // A new row object, so caches keyed by the row (the list-item JSON) see the change.
    if (row) this.rows.set(id, { ...row, visit_count: visits });
    this.hottest = undefined;
    this.visitsVersion++;
  }

  /** The first build failed: searches waiting for its rows fail too (those in already are matched plainly). */
  buildFailed(error: unknown): void {
    this.rowsIn.reject(error);
  }

  /** Reloads the given services (all when ids is undefined); ids no longer in the database leave the index. */
  load(platform: Platform, ids?: string[]): Promise<void> {
    const run = this.loading.then(() => this.reload(platform, ids));
    this.loading = run.catch(() => undefined);
    return run;
  }

  private async reload(platform: Platform, ids: string[] | undefined): Promise<void> {
    if (ids && ids.length === 0) {
      this.version++;
      return;
    }
    const { rows, roles } = await repo.indexRows(platform.db, ids);
    const rolesBy = new Map<string, string[]>();
    for (const r of roles) rolesBy.set(r.service_id, [...(rolesBy.get(r.service_id) ?? []), r.role_alias]);
    const found = new Set(rows.map((r) => r.id));
    const gone = (ids ?? []).filter((id) => !found.has(id));
    this.text.remove(gone);
    for (const id of gone) {
      this.meta.delete(id);
      this.rows.delete(id);
    }
    for (const r of rows) {
      this.rows.set(r.id, r);
      this.meta.set(r.id, {
        tenantId: r.tenant_id,
        shelf: r.shelf === 1,
        visitorVisible: r.visitor_visible === 1,
        roles: rolesBy.get(r.id) ?? [],
        centre: r.centre,
      });
    }
    this.hottest = undefined;
    this.version++;
    const docs = rows.map((r) => ({
      id: r.id,
      boost: hotnessBoost(Number(r.visit_count)),
      fields: {
        name: r.name,
        keywords: r.keywords,
        dept: r.dept_name,
        scene: r.scene_name ?? '',
        guide: [r.description, ...parseList(r.guide_materials), ...parseList(r.guide_steps), r.guide_conditions].join(' '),
      },
    }));
    if (ids) this.text.upsert(docs);
    else {
      this.rowsIn.resolve();
      await this.text.fill(docs, nextTurn);
      this.built = true;
      this.builtIn.resolve();
    }
    this.cache.clear();
  }
}

const parseList = (json: string): string[] => jsonArrayColumn(json).map(String);

/**
 * Builds the node's index and keeps it current. `ready` settles once the
 * first build is done; searches wait for it at most BUILD_WAIT_MS (`searchable`).
 */
export function startSearchIndex(
  platform: Platform,
  onError: (error: unknown) => void,
): { index: ServiceSearchIndex; ready: Promise<void>; stop: () => Promise<void> } {
  const index = new ServiceSearchIndex();
  let unsubscribe: (() => Promise<void>) | undefined;
  const ready = (async () => {
    unsubscribe = await platform.pubsub.subscribe(SERVICES_CHANGED, (message) => {
      const ids = (message as { ids?: unknown }).ids;
      if (Array.isArray(ids)) void index.load(platform, ids.map(String)).catch(onError);
    });
    await index.load(platform);
  })();
  ready.catch((error: unknown) => index.buildFailed(error));
  return {
    index,
    ready,
    stop: async () => {
      await ready.catch(() => undefined);
      await unsubscribe?.();
    },
  };
}

type SearchLog = {
  tenant_id: string;
  keyword: string;
  user_id: string | null;
  hits: number;
  service_id: string | null;
  word: string | null;
};

/**
 * Search logs are written in batches (every FLUSH_MS or FLUSH_AT searches):
 * one insert per search would cost more than the search. Equal searches of a
 * batch become one counted row. Heat words flush first, so this node's own
 * searches always count.
 */
export class SearchLogBuffer {
  private static readonly FLUSH_MS = 2000;
  private static readonly FLUSH_AT = 500;
  private pending = new Map<string, SearchLog & { times: number }>();
  private searches = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(entry: SearchLog): void {
    const key = `${entry.tenant_id}\n${entry.user_id ?? ''}\n${entry.hits}\n${entry.service_id ?? ''}\n${entry.word ?? ''}\n${entry.keyword}`;
    const same = this.pending.get(key);
    if (same) same.times++;
    else this.pending.set(key, { ...entry, times: 1 });
    if (++this.searches >= SearchLogBuffer.FLUSH_AT) void this.flush().catch(this.onError);
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(this.onError), SearchLogBuffer.FLUSH_MS);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.searches = 0;
    const at = this.platform.clock.now().toISOString();
    await repo.recordSearches(
      this.platform.db,
      batch.map((entry) => ({ ...entry, id: this.platform.newId(), created_at: at })),
    );
  }
}
