import type { Platform } from '../platform/context.ts';
import { seedIdentity } from './identity.ts';

/**
 * The deterministic demo campus (ARCHITECTURE "Demo data"). Each part is
 * idempotent; later issues add their parts here, after the ones they build on.
 */
export async function seedDemoCampus(platform: Platform): Promise<void> {
  await seedIdentity(platform);
}
