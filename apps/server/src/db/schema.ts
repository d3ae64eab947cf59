/**
 * The database as Kysely sees it (snake_case, as in the migrations): each
 * module defines the row types of its own tables in its `tables.ts`, and this
 * file composes them. Timestamps are ISO-8601 UTC strings on both dialects
 * (db/index.ts).
 */

import type { Kysely } from 'kysely';
import type { AuthRefreshTokensTable, PasswordPoliciesTable } from '../modules/auth/tables.ts';
import type {
  CardSourceApisTable,
  HomeCardColumnsTable,
  HomeCardRolesTable,
  HomeCardsTable,
  HomeCardTypesTable,
  HomeCardUserSettingsTable,
} from '../modules/cards/tables.ts';
import type { ChatAccountAgentsTable, ChatConversationsTable, ChatMessagesTable } from '../modules/chat/tables.ts';
import type { DeptDutiesTable } from '../modules/duties/tables.ts';
import type {
  EffConfigTable,
  EffDailyDeptTable,
  EffDailyServiceTable,
  EffHandlerDailyTable,
  EffMonthlyDeptTable,
  EffNodeDailyTable,
  EffOpenNodesTable,
  EffProcessFactsTable,
  EffReportsTable,
} from '../modules/efficiency/tables.ts';
import type {
  CentreMessagesTable,
  MessageAccountsTable,
  MessageColumnsTable,
  MessageFilesTable,
  MessageRecipientsTable,
  MessagesTable,
} from '../modules/messages/tables.ts';
import type {
  NavigationEntriesTable,
  NavigationEntryIdentitiesTable,
  NavigationFooterTable,
  NavigationHolidaysTable,
  NavigationQuickLinksTable,
  NavigationSpecialServicesTable,
  NavigationSpecialsTable,
} from '../modules/navigation/tables.ts';
import type { PersonalAvatarsTable } from '../modules/personal/tables.ts';
import type { PreloginCardsTable, PreloginConfigTable, PreloginLinksTable } from '../modules/prelogin/tables.ts';
import type {
  RobotConfigTable,
  RobotEntriesTable,
  RobotFeedbackTable,
  RobotScenesTable,
  RobotUnansweredTable,
} from '../modules/robot/tables.ts';
import type { RobotFeedbackEventsTable, RobotFeedbackTicketsTable } from '../modules/robot-feedback/tables.ts';
import type { SchoolIdentityTable } from '../modules/school/tables.ts';
import type {
  SensitiveWordHitsTable,
  SensitiveWordsTable,
  ServiceCentreDisplayTable,
  ServiceFavouritesTable,
  ServiceHeatWordRulesTable,
  ServiceIconsTable,
  ServiceOptionsTable,
  ServiceRatingsTable,
  ServiceRolesTable,
  ServiceSearchLogsTable,
  ServicesTable,
  ServiceVisitsTable,
} from '../modules/services/tables.ts';
import type { SsoBindingsTable, SsoLoginConfigTable } from '../modules/sso/tables.ts';
import type { ThemeSchoolTable, ThemeUserTable } from '../modules/theme/tables.ts';
import type {
  ThreeListsCategoriesTable,
  ThreeListsConfigTable,
  ThreeListsDeptAdminsTable,
  ThreeListsDeptInfoTable,
  ThreeListsDutyServicesTable,
} from '../modules/three-lists/tables.ts';
import type {
  TodoItemsTable,
  TodoProcessesTable,
  TodoProcessNodesTable,
  TodoRemindConfigsTable,
  TodoSystemsTable,
} from '../modules/todo/tables.ts';
import type { TransferJobsTable, TransferUploadsTable } from '../modules/transfer/tables.ts';
import type { DeptsTable, RolePagesTable, RolesTable, TenantsTable, UserRolesTable, UsersTable } from '../modules/users/tables.ts';

/** Expiring entries (0011): the embedded mode's store of revocations, counters and nonces (platform/cache/sql-cache.ts). */
export interface ExpiringEntriesTable {
  key: string;
  /** JSON text. */
  value: string;
  /** Epoch milliseconds; null: never expires. */
  expires_at: number | null;
}

export interface Database {
  tenants: TenantsTable;
  depts: DeptsTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  role_pages: RolePagesTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  service_scenes: ServiceOptionsTable;
  service_types: ServiceOptionsTable;
  services: ServicesTable;
  service_roles: ServiceRolesTable;
  service_favourites: ServiceFavouritesTable;
  service_ratings: ServiceRatingsTable;
  service_visits: ServiceVisitsTable;
  service_search_logs: ServiceSearchLogsTable;
  service_heat_word_rules: ServiceHeatWordRulesTable;
  service_centre_display: ServiceCentreDisplayTable;
  service_icons: ServiceIconsTable;
  sensitive_words: SensitiveWordsTable;
  sensitive_word_hits: SensitiveWordHitsTable;
  prelogin_config: PreloginConfigTable;
  prelogin_cards: PreloginCardsTable;
  prelogin_nav_items: PreloginLinksTable;
  prelogin_carousel: PreloginLinksTable;
  prelogin_tools: PreloginLinksTable;
  prelogin_third_party: PreloginLinksTable;
  school_identity: SchoolIdentityTable;
  message_columns: MessageColumnsTable;
  messages: MessagesTable;
  // message centre tables
  message_accounts: MessageAccountsTable;
  centre_messages: CentreMessagesTable;
  message_recipients: MessageRecipientsTable;
  message_files: MessageFilesTable;
  dept_duties: DeptDutiesTable;
  transfer_jobs: TransferJobsTable;
  transfer_uploads: TransferUploadsTable;
  // todo tables
  todo_systems: TodoSystemsTable;
  todo_items: TodoItemsTable;
  todo_processes: TodoProcessesTable;
  todo_process_nodes: TodoProcessNodesTable;
  todo_remind_configs: TodoRemindConfigsTable;
  // cards tables
  home_card_types: HomeCardTypesTable;
  home_cards: HomeCardsTable;
  home_card_columns: HomeCardColumnsTable;
  home_card_roles: HomeCardRolesTable;
  home_card_user_settings: HomeCardUserSettingsTable;
  // navigation tables
  navigation_entries: NavigationEntriesTable;
  navigation_entry_identities: NavigationEntryIdentitiesTable;
  navigation_quick_links: NavigationQuickLinksTable;
  navigation_footer: NavigationFooterTable;
  navigation_holidays: NavigationHolidaysTable;
  navigation_specials: NavigationSpecialsTable;
  navigation_special_services: NavigationSpecialServicesTable;
  // card sources tables
  card_source_apis: CardSourceApisTable;
  // three-lists tables
  three_lists_config: ThreeListsConfigTable;
  three_lists_categories: ThreeListsCategoriesTable;
  three_lists_dept_info: ThreeListsDeptInfoTable;
  three_lists_dept_admins: ThreeListsDeptAdminsTable;
  three_lists_duty_services: ThreeListsDutyServicesTable;
  // efficiency tables
  eff_config: EffConfigTable;
  eff_process_facts: EffProcessFactsTable;
  eff_daily_dept: EffDailyDeptTable;
  eff_monthly_dept: EffMonthlyDeptTable;
  eff_daily_service: EffDailyServiceTable;
  eff_node_daily: EffNodeDailyTable;
  eff_handler_daily: EffHandlerDailyTable;
  eff_open_nodes: EffOpenNodesTable;
  eff_reports: EffReportsTable;
  // robot tables
  robot_config: RobotConfigTable;
  robot_scenes: RobotScenesTable;
  robot_entries: RobotEntriesTable;
  robot_unanswered: RobotUnansweredTable;
  robot_feedback: RobotFeedbackTable;
  // robot feedback tickets
  robot_feedback_tickets: RobotFeedbackTicketsTable;
  robot_feedback_events: RobotFeedbackEventsTable;
  // chat tables
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_account_agents: ChatAccountAgentsTable;
  // personal centre
  personal_avatars: PersonalAvatarsTable;
  // theme tables
  theme_school: ThemeSchoolTable;
  theme_user: ThemeUserTable;
  expiring_entries: ExpiringEntriesTable;
  password_policies: PasswordPoliciesTable;
  // single sign-on tables
  sso_login_config: SsoLoginConfigTable;
  sso_bindings: SsoBindingsTable;
}

/** The one handle type every repository takes: a transaction is a Kysely too. */
export type Db = Kysely<Database>;
