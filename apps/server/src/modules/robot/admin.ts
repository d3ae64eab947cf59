import {
  type BodyOf,
  type RobotAdminConfig,
  type RobotAdminEntry,
  RobotAdminMessages,
  type RobotAdminScene,
  type RobotEntryDraft,
  RobotMessages,
  type RobotUnanswered,
  type robotConfigSave,
  type robotEntryPage,
  type robotSceneSave,
  type robotUnansweredPage,
  safeLink,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Db } from '../../db/schema.ts';
import type { Platform } from '../../platform/context.ts';
import { plainText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { badRequest, business, notFound } from '../../platform/http/app-error.ts';
import * as serviceListing from '../services/listing.ts';
import * as serviceShapes from '../services/shapes.ts';
import * as repo from './admin-repo.ts';
import { normalizeQuestion } from './answers.ts';
import { robotConfig } from './config.ts';
import type { EntryRow } from './repo.ts';

/**
 * What administrators do on 智能客服配置 (docs/design/robot.md
 * "Administration"). Every write drops the tenant's robot configuration and
 * knowledge from the node memo after it commits, on every node, so the next
 * question is answered from what was saved.
 */

export function forgetRobot(platform: Platform, tenantId: string): Promise<void> {
  return platform.memo.forget([`robot:${tenantId}:knowledge`, `robot:${tenantId}:config`]);
}

// ── Basic configuration ──

export const adminConfig = (platform: Platform, tenantId: string): Promise<RobotAdminConfig> => robotConfig(platform, tenantId);

function address(raw: string, refusal: string): string {
  const value = raw.trim();
  if (value === '') return '';
  const safe = safeLink(value);
  if (safe === null) throw badRequest(refusal);
  return safe;
}

export async function saveConfig(platform: Platform, tenantId: string, body: BodyOf<typeof robotConfigSave>): Promise<RobotAdminConfig> {
  const robotName = body.robotName.trim();
  const greeting = body.greeting.trim();
  if (!robotName) throw badRequest('机器人名称不能为空');
  if (!greeting) throw badRequest('欢迎语不能为空');
  await repo.upsertConfig(platform.db, {
    tenant_id: tenantId,
    robot_name: robotName,
    robot_avatar: address(body.robotAvatar, RobotAdminMessages.avatarUnsafe),
    greeting,
    help_feedback_url: address(body.helpFeedbackUrl, RobotAdminMessages.addressUnsafe),
    enabled: body.enabled ? 1 : 0,
    visitor_allowed: body.visitorAllowed ? 1 : 0,
    updated_at: platform.clock.now().toISOString(),
  });
  await forgetRobot(platform, tenantId);
  return robotConfig(platform, tenantId);
}

// ── Scenes ──

export async function sceneList(platform: Platform, tenantId: string): Promise<RobotAdminScene[]> {
  const [scenes, counts] = await Promise.all([repo.allScenes(platform.db, tenantId), repo.entryCounts(platform.db, tenantId)]);
  return scenes.map((s) => ({ id: s.id, name: s.name, sort: Number(s.sort), enabled: s.enabled === 1, entryCount: counts.get(s.id) ?? 0 }));
}

async function knownScene(db: Db, tenantId: string, id: string) {
  const scene = await repo.scene(db, tenantId, id);
  if (!scene) throw notFound(RobotAdminMessages.sceneUnknown);
  return scene;
}

export async function saveScene(platform: Platform, tenantId: string, body: BodyOf<typeof robotSceneSave>): Promise<RobotAdminScene> {
  const name = body.name.trim();
  if (!name) throw badRequest('分类名称不能为空');
  if (body.id) await knownScene(platform.db, tenantId, body.id);
  const clash = await repo.sceneNamed(platform.db, tenantId, name);
  if (clash && clash.id !== body.id) throw business(RobotAdminMessages.sceneNameTaken);
  const id = body.id ?? platform.newId();
  const columns = { name, sort: body.sort, enabled: body.enabled ? 1 : 0 };
  if (body.id) await repo.updateScene(platform.db, tenantId, id, columns);
  else await repo.insertScene(platform.db, { id, tenant_id: tenantId, ...columns });
  await forgetRobot(platform, tenantId);
  const saved = (await sceneList(platform, tenantId)).find((s) => s.id === id);
  if (!saved) throw notFound(RobotAdminMessages.sceneUnknown);
  return saved;
}

export async function removeScene(platform: Platform, tenantId: string, id: string): Promise<null> {
  await knownScene(platform.db, tenantId, id);
  // A scene's entries would lose their scene: only an empty scene goes, the others can be disabled.
  if ((await repo.entryCounts(platform.db, tenantId)).has(id)) throw business(RobotAdminMessages.sceneHasEntries);
  await repo.removeScene(platform.db, tenantId, id);
  await forgetRobot(platform, tenantId);
  return null;
}

// ── Entries ──

/** Blank and repeated phrasings dropped, and the question itself (the same text asked differently counts once). */
export function similarOf(question: string, similar: readonly string[]): string[] {
  const seen = new Set([normalizeQuestion(question)]);
  const kept: string[] = [];
  for (const raw of similar) {
    const text = raw.trim();
    const key = normalizeQuestion(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

/** The answer as it may be stored and shown; refused when nothing is left of it. */
export function cleanAnswer(html: string): string {
  const clean = sanitizeRichText(html).trim();
  if (plainText(clean, 1) === '' && !/<img\b/i.test(clean)) throw badRequest(RobotAdminMessages.answerEmpty);
  return clean;
}

/** Checks a draft against the tenant (scene, services, unique question) and answers the columns to write. */
async function checkedDraft(platform: Platform, tenantId: string, draft: RobotEntryDraft, selfId?: string) {
  const question = draft.question.trim();
  if (!normalizeQuestion(question)) throw badRequest(RobotMessages.questionEmpty);
  await knownScene(platform.db, tenantId, draft.sceneId);
  const taken = await repo.entriesAsking(platform.db, tenantId, [question]);
  if (taken.some((e) => e.id !== selfId)) throw business(RobotAdminMessages.questionTaken);
  const services = await servicesNamed(platform, tenantId, draft.serviceIds);
  if (services.size < draft.serviceIds.length) throw badRequest(RobotAdminMessages.serviceUnknown);
  return {
    scene_id: draft.sceneId,
    question,
    similar: JSON.stringify(similarOf(question, draft.similar)),
    answer: cleanAnswer(draft.answer),
    service_ids: JSON.stringify(draft.serviceIds),
    enabled: draft.enabled ? 1 : 0,
    common: draft.common ? 1 : 0,
    recommended: draft.recommended ? 1 : 0,
    sort: draft.sort,
    updated_at: platform.clock.now().toISOString(),
  };
}

/** Names of the tenant's services among `ids`, shelved or not (a link to an unshelved service is kept, not shown to users). */
export async function servicesNamed(platform: Platform, tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const viewer = { tenantId, userId: null, roles: [], includeUnshelved: true };
  const rows = await serviceShapes.inOrder(platform, viewer, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function toAdminEntries(platform: Platform, tenantId: string, rows: EntryRow[]): Promise<RobotAdminEntry[]> {
  const scenes = new Map((await repo.allScenes(platform.db, tenantId)).map((s) => [s.id, s.name]));
  const serviceIds = rows.map((r) => jsonArrayColumn<string>(r.service_ids));
  const names = await servicesNamed(platform, tenantId, serviceIds.flat());
  return rows.map((r, i) => ({
    id: r.id,
    sceneId: r.scene_id,
    sceneName: scenes.get(r.scene_id) ?? '',
    question: r.question,
    similar: jsonArrayColumn<string>(r.similar),
    answer: r.answer,
    services: (serviceIds[i] ?? []).flatMap((id) => {
      const serviceName = names.get(id);
      return serviceName === undefined ? [] : [{ serviceId: id, serviceName }];
    }),
    enabled: r.enabled === 1,
    common: r.common === 1,
    recommended: r.recommended === 1,
    sort: Number(r.sort),
    updatedAt: r.updated_at,
  }));
}

async function savedEntry(platform: Platform, tenantId: string, id: string): Promise<RobotAdminEntry> {
  const row = await repo.entry(platform.db, tenantId, id);
  if (!row) throw notFound(RobotAdminMessages.entryUnknown);
  const [entry] = await toAdminEntries(platform, tenantId, [row]);
  return entry as RobotAdminEntry;
}

export async function pageEntries(platform: Platform, tenantId: string, body: BodyOf<typeof robotEntryPage>) {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const filter = { keyword: body.keyword?.trim() || undefined, sceneId: body.sceneId, enabled: body.enabled };
  const { rows, total } = await repo.pageEntries(platform.db, tenantId, filter, (current - 1) * size, size);
  return { records: await toAdminEntries(platform, tenantId, rows), total, current, size };
}

export async function saveEntry(platform: Platform, tenantId: string, body: RobotEntryDraft & { id?: string }): Promise<RobotAdminEntry> {
  if (body.id && !(await repo.entry(platform.db, tenantId, body.id))) throw notFound(RobotAdminMessages.entryUnknown);
  const columns = await checkedDraft(platform, tenantId, body, body.id);
  const id = body.id ?? platform.newId();
  if (body.id) await repo.updateEntry(platform.db, tenantId, id, columns);
  else await repo.insertEntries(platform.db, [{ id, tenant_id: tenantId, created_at: columns.updated_at, ...columns }]);
  await forgetRobot(platform, tenantId);
  return savedEntry(platform, tenantId, id);
}

export async function removeEntries(platform: Platform, tenantId: string, ids: string[]): Promise<{ removed: number }> {
  // All or nothing: an id of another tenant or one already gone refuses the whole call.
  if ((await repo.countEntries(platform.db, tenantId, ids)) < ids.length) throw notFound(RobotAdminMessages.entryUnknown);
  const removed = await repo.removeEntries(platform.db, tenantId, ids);
  await forgetRobot(platform, tenantId);
  return { removed };
}

export async function serviceOptions(platform: Platform, tenantId: string, keyword?: string) {
  return serviceListing.shelfOptions(platform, tenantId, (keyword ?? '').trim(), 50);
}

// ── Unanswered questions ──

export async function pageUnanswered(
  platform: Platform,
  tenantId: string,
  body: BodyOf<typeof robotUnansweredPage>,
): Promise<{ records: RobotUnanswered[]; total: number; current: number; size: number }> {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const keyword = body.keyword?.trim() || undefined;
  const { rows, total } = await repo.pageUnanswered(platform.db, tenantId, keyword, body.orderBy ?? 'count', (current - 1) * size, size);
  return {
    records: rows.map((r) => ({
      id: r.id,
      question: r.question,
      askCount: Number(r.ask_count),
      visitorCount: Number(r.visitor_count),
      firstAskedAt: r.first_asked_at,
      lastAskedAt: r.last_asked_at,
    })),
    total,
    current,
    size,
  };
}

export async function unansweredToEntry(
  platform: Platform,
  tenantId: string,
  body: { id: string; entry: RobotEntryDraft },
): Promise<RobotAdminEntry> {
  if (!(await repo.unanswered(platform.db, tenantId, body.id))) throw notFound(RobotAdminMessages.unansweredUnknown);
  const columns = await checkedDraft(platform, tenantId, body.entry);
  const id = platform.newId();
  await platform.db.transaction().execute(async (trx) => {
    // Another administrator may have handled it meanwhile: then neither the entry nor a second one is added.
    if ((await repo.removeUnanswered(trx, tenantId, [body.id])) === 0) throw notFound(RobotAdminMessages.unansweredUnknown);
    await repo.insertEntries(trx, [{ id, tenant_id: tenantId, created_at: columns.updated_at, ...columns }]);
  });
  await forgetRobot(platform, tenantId);
  return savedEntry(platform, tenantId, id);
}

export async function dismissUnanswered(platform: Platform, tenantId: string, ids: string[]): Promise<{ removed: number }> {
  if ((await repo.countUnanswered(platform.db, tenantId, ids)) < ids.length) throw notFound(RobotAdminMessages.unansweredUnknown);
  return { removed: await repo.removeUnanswered(platform.db, tenantId, ids) };
}
