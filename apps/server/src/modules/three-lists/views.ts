import { audienceOf, type Viewer, type VisibleServices } from '../services/by-department.ts';
import type { ServicesContext } from '../services/context.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * What each audience (tenant × roles, or visitors) is answered, built once and
 * kept beside the snapshot it was built from (docs/design/three-lists.md,
 * "Speed"). The snapshot is a platform.memo entry dropped by every three-lists
 * change on every node, so whatever hangs from it goes with it; the services
 * index moves on its own (a service saved, imported, rated, a department
 * saved: `index.version`), and visit counts move list items without a reload
 * (`index.visitsVersion`), so those are checked on every read. Kept values are
 * shared by every caller of the audience and never mutated: the routes send
 * them `remembered`, their JSON made once.
 */

export type Shelf = Map<string, unknown>;

export interface AudienceView {
  /** The grouping this view was built from: a new one (the index changed) starts the view again. */
  visible: VisibleServices;
  /** Answers without list items: the tree, totals, counts, duty pages. */
  whole: Shelf;
  /** Answers with list items (they show visit counts): service pages, relations. */
  items: Shelf;
  visitsVersion: number;
}

interface Views {
  version: number;
  audiences: Map<string, AudienceView>;
}

const viewsOf = new WeakMap<Snapshot, Views>();
/** Audiences are few (visitors and a handful of role combinations); the bounds guard against a surprise. */
const AUDIENCES_MAX = 50;
/** Answers kept per audience and shelf: every department's relation and first pages fit many times. */
const ANSWERS_MAX = 2_000;

export function audienceView(ctx: ServicesContext, snap: Snapshot, viewer: Viewer, visible: VisibleServices): AudienceView {
  const { version, visitsVersion } = ctx.index;
  let views = viewsOf.get(snap);
  if (!views || views.version !== version) {
    views = { version, audiences: new Map() };
    viewsOf.set(snap, views);
  }
  const key = audienceOf(viewer);
  let view = views.audiences.get(key);
  if (!view || view.visible !== visible) {
    view = { visible, whole: new Map(), items: new Map(), visitsVersion };
    if (views.audiences.size >= AUDIENCES_MAX) views.audiences.clear();
    views.audiences.set(key, view);
  }
  if (view.visitsVersion !== visitsVersion) {
    view.items = new Map();
    view.visitsVersion = visitsVersion;
  }
  return view;
}

/** The answer kept on the shelf under `key`, built (synchronously, so from one state of the index) when absent. */
export function kept<T>(shelf: Shelf, key: string, build: () => T): T {
  const have = shelf.get(key);
  if (have !== undefined) return have as T;
  const value = build();
  if (shelf.size >= ANSWERS_MAX) shelf.clear();
  shelf.set(key, value);
  return value;
}
