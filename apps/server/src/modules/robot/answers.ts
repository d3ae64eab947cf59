import {
  type ResultOf,
  ROBOT_ANSWERS_MAX,
  ROBOT_KEYWORD_MIN,
  ROBOT_RECOMMEND_MAX,
  ROBOT_SUGGESTIONS_MAX,
  type RobotAnswer,
  RobotMessages,
  type RobotQuestion,
  type robotGreet,
  type ServiceItem,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import * as serviceShapes from '../services/shapes.ts';
import { checkOpen } from './config.ts';
import { type Entry, knowledgeOf } from './knowledge.ts';
import * as repo from './repo.ts';

/** What the robot says: greeting, suggestions, answers, and what it records of them. */

/** Common questions offered with the greeting. */
const GREET_QUESTIONS_MAX = 8;

const questionOf = (e: Entry): RobotQuestion => ({ id: e.id, question: e.question, sceneId: e.sceneId, sceneName: e.sceneName });

/** Lower case, full-width folded, without spaces and punctuation: how the same question asked twice is told. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The question as asked, trimmed; refused when empty (nothing is stored). */
function askedText(question: string): string {
  const text = question.trim();
  if (!normalizeQuestion(text)) throw badRequest(RobotMessages.questionEmpty);
  return text;
}

export async function greet(platform: Platform, principal: Principal | null, tenantId: string): Promise<ResultOf<typeof robotGreet>> {
  const config = await checkOpen(platform, principal, tenantId);
  const { entries } = await knowledgeOf(platform, tenantId);
  return {
    robotName: config.robotName,
    robotAvatar: config.robotAvatar,
    greeting: config.greeting,
    questions: entries
      .filter((e) => e.common)
      .slice(0, GREET_QUESTIONS_MAX)
      .map(questionOf),
  };
}

export async function recommended(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  sceneId?: string,
): Promise<RobotQuestion[]> {
  await checkOpen(platform, principal, tenantId);
  const { entries } = await knowledgeOf(platform, tenantId);
  const inScene = sceneId ? entries.filter((e) => e.sceneId === sceneId) : entries;
  // A scene without recommendations offers its first questions instead of nothing.
  const picked = inScene.filter((e) => e.recommended);
  return (picked.length > 0 ? picked : inScene).slice(0, ROBOT_RECOMMEND_MAX).map(questionOf);
}

export async function suggestions(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  keyword: string,
): Promise<RobotQuestion[]> {
  await checkOpen(platform, principal, tenantId);
  const typed = keyword.trim();
  if ([...typed].length < ROBOT_KEYWORD_MIN) return [];
  const { matcher, byId } = await knowledgeOf(platform, tenantId);
  return matcher
    .suggest(typed, () => true, ROBOT_SUGGESTIONS_MAX)
    .flatMap((hit) => {
      const entry = byId.get(hit.id);
      return entry ? [questionOf(entry)] : [];
    });
}

export async function search(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  body: { question: string; sceneId?: string },
): Promise<RobotAnswer[]> {
  await checkOpen(platform, principal, tenantId);
  const question = askedText(body.question);
  const { matcher, byId } = await knowledgeOf(platform, tenantId);
  const inScene = (id: string) => !body.sceneId || byId.get(id)?.sceneId === body.sceneId;
  const hits = matcher.answer(question, inScene, ROBOT_ANSWERS_MAX);
  const found = hits.flatMap((hit) => {
    const entry = byId.get(hit.id);
    return entry ? [{ entry, score: hit.score }] : [];
  });
  const services = await linkedServices(
    platform,
    principal,
    tenantId,
    found.flatMap((f) => f.entry.serviceIds),
  );
  return found.map(({ entry, score }) => ({
    id: entry.id,
    question: entry.question,
    answer: entry.answer,
    sceneId: entry.sceneId,
    sceneName: entry.sceneName,
    services: entry.serviceIds.flatMap((id) => services.get(id) ?? []),
    score: Math.round(score * 1000) / 1000,
  }));
}

/** The linked services the caller may see (a visitor only visitor-visible ones), as the service items show them. */
async function linkedServices(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  ids: string[],
): Promise<Map<string, ServiceItem>> {
  if (ids.length === 0) return new Map();
  const rows = await serviceShapes.inOrder(platform, serviceShapes.viewerOf(principal, tenantId), [...new Set(ids)]);
  return new Map(
    rows.map((row) => {
      const item = serviceShapes.toItem(row);
      const shown: ServiceItem = {
        serviceId: item.serviceId,
        serviceName: item.serviceName,
        serviceIcon: item.serviceIcon,
        serviceDeptName: item.serviceDeptName,
        serviceSceneName: item.serviceSceneName,
        processType: item.processType,
        hasGuide: item.hasGuide,
        visitCount: item.visitCount,
        accessWay: item.accessWay,
        openWay: item.openWay,
        serviceUrl: item.serviceUrl,
      };
      return [item.serviceId, shown];
    }),
  );
}

export async function recordQuestion(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  question: string,
): Promise<{ count: number }> {
  await checkOpen(platform, principal, tenantId);
  const text = askedText(question);
  return { count: await repo.recordUnanswered(platform.db, asked(tenantId, principal, text, platform.clock.now().toISOString())) };
}

const asked = (tenantId: string, principal: Principal | null, text: string, at: string): repo.Asked => ({
  tenantId,
  normalized: normalizeQuestion(text),
  question: text,
  userId: principal?.userId ?? null,
  at,
  newId: newId(),
});

/** Whether the answer solved what was asked; an unsolved question is also recorded as unanswered. */
export async function isSolve(
  platform: Platform,
  principal: Principal | null,
  tenantId: string,
  body: { id: string; question: string; solved: boolean },
): Promise<null> {
  await checkOpen(platform, principal, tenantId);
  const text = askedText(body.question);
  const { byId } = await knowledgeOf(platform, tenantId);
  if (!byId.has(body.id)) throw notFound(RobotMessages.entryUnknown);
  const at = platform.clock.now().toISOString();
  await platform.db.transaction().execute(async (trx) => {
    const userId = principal?.userId ?? null;
    await repo.addFeedback(trx, { id: newId(), tenantId, entryId: body.id, question: text, solved: body.solved, userId, at });
    if (!body.solved) await repo.recordUnanswered(trx, asked(tenantId, principal, text, at));
  });
  return null;
}
