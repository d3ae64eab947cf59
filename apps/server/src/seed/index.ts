import type { Platform } from '../platform/context.ts';
import { seedDuties } from './duties.ts';
import { seedIdentity } from './identity.ts';
import { seedPrelogin } from './prelogin.ts';
import { seedServices } from './services.ts';

/**
 * The deterministic demo campus (ARCHITECTURE "Demo data"). Each part is
 * idempotent; later issues add their parts here, after the ones they build on.
 */
export async function seedDemoCampus(platform: Platform): Promise<void> {
  await seedIdentity(platform);
  await seedDuties(platform);
  await seedServices(platform);
  await seedPrelogin(platform);
}
