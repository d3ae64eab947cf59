import type { Platform } from '../../platform/context.ts';
import { SERVICES_CHANGED, SearchLogBuffer, type ServiceSearchIndex, startSearchIndex } from './search-index.ts';

/** What every service call needs: the platform and this node's search index (ready once built). */
export interface ServicesContext {
  platform: Platform;
  index: ServiceSearchIndex;
  ready: Promise<void>;
  searchLog: SearchLogBuffer;
}

/**
 * Starts this node's services context: builds the search index and keeps it
 * current, and buffers search logs. Built once per app (modules/index.ts) and
 * handed to every module that searches or changes services.
 */
export function startServicesContext(
  platform: Platform,
  onError: (error: unknown, what: string) => void,
): ServicesContext & { stop(): Promise<void> } {
  const search = startSearchIndex(platform, (error) => onError(error, 'service search index reload failed'));
  search.ready.catch((error: unknown) => onError(error, 'service search index build failed'));
  const searchLog = new SearchLogBuffer(platform, (error) => onError(error, 'search log write failed'));
  return {
    platform,
    index: search.index,
    ready: search.ready,
    searchLog,
    stop: async () => {
      await search.stop();
      await searchLog.flush();
    },
  };
}

/** Updates this node's index now (so the caller's next search sees the change) and tells the other nodes. */
export async function changed(ctx: ServicesContext, ids: string[]): Promise<void> {
  await ctx.ready;
  await ctx.index.load(ctx.platform, ids);
  await ctx.platform.pubsub.publish(SERVICES_CHANGED, { ids });
}
