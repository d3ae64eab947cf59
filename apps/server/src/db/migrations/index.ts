import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';
import * as services from './0002_services.ts';
import * as duties from './0003_duties.ts';
import * as prelogin from './0004_prelogin.ts';
import * as transfer from './0005_transfer.ts';
import * as searchLogTimes from './0006_search_log_times.ts';
import * as todo from './0007_todo.ts';
import * as cards from './0008_cards.ts';
import * as navigation from './0009_navigation.ts';
import * as cardSources from './0010_card_sources.ts';
import * as expiringEntries from './0011_expiring_entries.ts';
import * as passwordPolicies from './0012_password_policies.ts';
import * as heatWords from './0013_heat_words.ts';
import * as cardPreferences from './0014_card_preferences.ts';
import * as schoolIdentity from './0015_school_identity.ts';
import * as threeLists from './0016_three_lists.ts';
import * as efficiency from './0017_efficiency.ts';
import * as messageCentre from './0018_message_centre.ts';
import * as robot from './0019_robot.ts';
import * as robotFeedback from './0020_robot_feedback.ts';
import * as chat from './0021_chat.ts';
import * as sso from './0022_sso.ts';
import * as personal from './0023_personal.ts';
import * as themes from './0024_themes.ts';

/**
 * Every migration, in order. Listed statically (not read from the folder) so
 * bundlers and tsx see them; a migration, once released, never changes.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_services': services,
  '0003_duties': duties,
  '0004_prelogin': prelogin,
  '0005_transfer': transfer,
  '0006_search_log_times': searchLogTimes,
  '0007_todo': todo,
  '0008_cards': cards,
  '0009_navigation': navigation,
  '0010_card_sources': cardSources,
  '0011_expiring_entries': expiringEntries,
  '0012_password_policies': passwordPolicies,
  '0013_heat_words': heatWords,
  '0014_card_preferences': cardPreferences,
  '0015_school_identity': schoolIdentity,
  '0016_three_lists': threeLists,
  '0017_efficiency': efficiency,
  '0018_message_centre': messageCentre,
  '0019_robot': robot,
  '0020_robot_feedback': robotFeedback,
  '0021_chat': chat,
  '0022_sso': sso,
  '0023_personal': personal,
  '0024_themes': themes,
};
