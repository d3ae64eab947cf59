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
  key: string;
  owner: Views;
}

interface Views {
  version: number;
  audiences: Map<string, AudienceView>;
  /** Answers kept over every audience. */
  answers: number;
}

const viewsOf = new WeakMap<Snapshot, Views>();
/** Audiences are few (visitors and a handful of role combinations); the bounds guard against a surprise. */
const AUDIENCES_MAX = 50;
/**
 * Answers kept over every audience: a relation is some 60 KB with its JSON at 20,000 services (bench), so this
 * bounds the whole at about 150 MB, while every department's relation and first pages of a few audiences fit.
 */
const ANSWERS_MAX = 2_500;

export function audienceView(ctx: ServicesContext, snap: Snapshot, viewer: Viewer, visible: VisibleServices): AudienceView {
  const { version, visitsVersion } = ctx.index;
  let views = viewsOf.get(snap);
  if (!views || views.version !== version) {
    views = { version, audiences: new Map(), answers: 0 };
    viewsOf.set(snap, views);
  }
  const key = audienceOf(viewer);
  let view = views.audiences.get(key);
  if (!view || view.visible !== visible) {
    view = { visible, whole: new Map(), items: new Map(), visitsVersion, key, owner: views };
    if (views.audiences.size >= AUDIENCES_MAX) forgetAll(views);
    views.audiences.set(key, view);
  }
  if (view.visitsVersion !== visitsVersion) {
    views.answers -= view.items.size;
    view.items = new Map();
    view.visitsVersion = visitsVersion;
  }
  return view;
}

function forgetAll(views: Views): void {
  views.audiences.clear();
  views.answers = 0;
}

/** The answer kept on a shelf of the view under `key`, built (synchronously, so from one state of the index) when absent. */
export function kept<T>(view: AudienceView, shelf: 'whole' | 'items', key: string, build: () => T): T {
  const have = view[shelf].get(key);
  if (have !== undefined) return have as T;
  const value = build();
  const views = view.owner;
  if (views.answers >= ANSWERS_MAX) forgetAll(views);
  // A view dropped meanwhile keeps nothing more: its shelves are no longer reachable.
  if (views.audiences.get(view.key) !== view) return value;
  view[shelf].set(key, value);
  views.answers++;
  return value;
}
