import { DEFAULT_TENANT_ID, FEEDBACK_PAGE_PATH } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { RobotEntriesTable } from '../modules/robot/tables.ts';
import type { Platform } from '../platform/context.ts';
import { sanitizeRichText } from '../platform/html/sanitize.ts';
import { seedId } from './ids.ts';
import { ACADEMIC, CAMPUS_CARD, DORM, FINANCE, LEAVE } from './robot-knowledge-a.ts';
import { AID, CAREER, LIBRARY, LIFE, NETWORK } from './robot-knowledge-b.ts';
import { serviceSeedId } from './services.ts';

/**
 * The help robot of the demo campus (issue 18): 小慧, ten question scenes and
 * the knowledge base a campus help desk would write (robot-knowledge-*.ts),
 * its answers linking the matching services of the demo hall, and the
 * question-feedback page as the help-and-feedback address (帮助与反馈).
 * Skipped once the tenant has a configuration.
 */

const T = DEFAULT_TENANT_ID;

const SCENES: [name: string, text: string][] = [
  ['校园卡', CAMPUS_CARD],
  ['宿舍与后勤', DORM],
  ['教务与成绩', ACADEMIC],
  ['请假与考勤', LEAVE],
  ['财务缴费', FINANCE],
  ['网络与信息化', NETWORK],
  ['图书馆', LIBRARY],
  ['奖助学金', AID],
  ['就业与证明', CAREER],
  ['生活服务', LIFE],
];

export const robotSceneId = (name: string) => seedId(`robot-scene:${T}:${name}`);
/** Seeded entries are named by their question. */
export const robotEntryId = (question: string) => seedId(`robot-entry:${T}:${question}`);

export interface SeedEntry {
  scene: string;
  question: string;
  similar: string[];
  /** Paragraphs of the answer. */
  paragraphs: string[];
  services: string[];
  common: boolean;
  recommended: boolean;
}

/** The entries of every scene, parsed from their lines (format in robot-knowledge-a.ts). */
export function seedEntries(): SeedEntry[] {
  return SCENES.flatMap(([scene, text]) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [head = '', similar = '', answer = '', services = ''] = line.split('|');
        const question = head.replace(/^[*+]+/, '');
        const marks = head.slice(0, head.length - question.length);
        return {
          scene,
          question,
          similar: similar.split('；').filter(Boolean),
          paragraphs: answer.split('¶'),
          services: services.split('、').filter(Boolean),
          common: marks.includes('*'),
          recommended: marks.includes('+'),
        };
      }),
  );
}

export async function seedRobot(platform: Platform): Promise<void> {
  const db = platform.db;
  if (await db.selectFrom('robot_config').select('tenant_id').where('tenant_id', '=', T).executeTakeFirst()) return;
  if (!(await db.selectFrom('tenants').select('id').where('id', '=', T).executeTakeFirst())) return;
  const at = platform.clock.now().toISOString();
  const entries = seedEntries();
  const serviceIds = [...new Set(entries.flatMap((e) => e.services))].map((name) => [name, serviceSeedId(name)] as const);
  const known = new Set(
    (
      await db
        .selectFrom('services')
        .select('id')
        .where('tenant_id', '=', T)
        .where(
          'id',
          'in',
          serviceIds.map(([, id]) => id),
        )
        .execute()
    ).map((s) => s.id),
  );
  const missing = serviceIds.filter(([, id]) => !known.has(id)).map(([name]) => name);
  // A misspelt service name would silently drop a link: the demo must link what it says.
  if (missing.length > 0) throw new Error(`robot seed links unknown services: ${missing.join('、')}`);

  const rows: Insertable<RobotEntriesTable>[] = entries.map((e, i) => ({
    id: robotEntryId(e.question),
    tenant_id: T,
    scene_id: robotSceneId(e.scene),
    question: e.question,
    similar: JSON.stringify(e.similar),
    answer: sanitizeRichText(e.paragraphs.map((p) => `<p>${p}</p>`).join('')),
    service_ids: JSON.stringify(e.services.map(serviceSeedId)),
    enabled: 1,
    common: e.common ? 1 : 0,
    recommended: e.recommended ? 1 : 0,
    sort: i + 1,
    created_at: at,
    updated_at: at,
  }));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('robot_config')
      .values({
        tenant_id: T,
        robot_name: '小慧',
        robot_avatar: '',
        greeting:
          '您好，我是明德大学智能客服助手小慧，校园卡、宿舍、教务、请假、缴费、网络、图书馆、奖助学金、证明和生活服务的问题都可以问我。',
        help_feedback_url: FEEDBACK_PAGE_PATH,
        enabled: 1,
        visitor_allowed: 1,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('robot_scenes')
      .values(SCENES.map(([name], i) => ({ id: robotSceneId(name), tenant_id: T, name, sort: i + 1, enabled: 1 })))
      .execute();
    // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto('robot_entries')
        .values(rows.slice(i, i + 100))
        .execute();
  });
}
