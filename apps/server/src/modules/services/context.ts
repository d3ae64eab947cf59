import type { Platform } from '../../platform/context.ts';
import { SERVICES_CHANGED, type SearchLogBuffer, type ServiceSearchIndex } from './search-index.ts';

/** What every service call needs: the platform and this node's search index (ready once built). */
export interface ServicesContext {
  platform: Platform;
  index: ServiceSearchIndex;
  ready: Promise<void>;
  /** Absent in contexts other modules build for calls that never search. */
  searchLog?: SearchLogBuffer;
}

const registered = new WeakMap<Platform, ServicesContext>();

/** Registers the node's context (routes.ts), so other modules can use the ranked search through `contextFor`. */
export function register(ctx: ServicesContext): void {
  registered.set(ctx.platform, ctx);
}

/** The context of the node serving `platform`; undefined before the services routes are registered. */
export function contextFor(platform: Platform): ServicesContext | undefined {
  return registered.get(platform);
}

/**
 * A context for the calls that read only the database (listings, details,
 * favourites), which other modules may make without the node's search index.
 */
export function listingContext(platform: Platform): ServicesContext {
  return registered.get(platform) ?? { platform, index: undefined as never, ready: Promise.resolve() };
}

/** Updates this node's index now (so the caller's next search sees the change) and tells the other nodes. */
export async function changed(ctx: ServicesContext, ids: string[]): Promise<void> {
  await ctx.ready;
  await ctx.index.load(ctx.platform, ids);
  await ctx.platform.pubsub.publish(SERVICES_CHANGED, { ids });
}
