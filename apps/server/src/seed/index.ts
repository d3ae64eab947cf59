import type { Platform } from '../platform/context.ts';
import { seedHistory } from './aside.ts';
import { seedCards } from './cards.ts';
import { seedChat } from './chat.ts';
import { seedDuties } from './duties.ts';
import { seedIdentity } from './identity.ts';
import { seedMessages } from './messages.ts';
import { seedNavigation } from './navigation.ts';
import { seedPrelogin } from './prelogin.ts';
import { seedRobot } from './robot.ts';
import { seedRobotFeedback } from './robot-feedback.ts';
import { seedSchool } from './school.ts';
import { seedServiceUsage } from './service-usage.ts';
import { seedServices } from './services.ts';
import { seedThreeLists } from './three-lists.ts';
import { seedTodo } from './todo.ts';

/**
 * The deterministic demo campus (ARCHITECTURE "Demo data"). Each part is
 * idempotent; later issues add their parts here, after the ones they build on.
 * `historyAside`: the year of process history is written by a child process
 * (aside.ts), as a server's start asks.
 */
export async function seedDemoCampus(platform: Platform, options: { historyAside?: boolean } = {}): Promise<void> {
  await seedIdentity(platform);
  await seedDuties(platform);
  await seedServices(platform);
  await seedServiceUsage(platform);
  await seedSchool(platform);
  await seedPrelogin(platform);
  await seedTodo(platform);
  await seedCards(platform);
  await seedNavigation(platform);
  await seedThreeLists(platform);
  await seedMessages(platform);
  await seedRobot(platform);
  await seedRobotFeedback(platform);
  await seedChat(platform);
  await seedHistory(platform, options.historyAside ?? false);
}
