import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Platform } from '../../platform/context.ts';
import { KnowledgeMatcher } from './matcher.ts';
import * as repo from './repo.ts';

/**
 * A tenant's answerable knowledge base in this node's memory: the entries and
 * their matcher, built at first use and kept in the node memo, so any change
 * drops it on every node with `forgetKnowledge` after it commits.
 */

export interface Entry {
  id: string;
  sceneId: string;
  sceneName: string;
  question: string;
  answer: string;
  serviceIds: string[];
  common: boolean;
  recommended: boolean;
}

export interface Knowledge {
  /** In scene order, then entry order. */
  entries: Entry[];
  byId: Map<string, Entry>;
  matcher: KnowledgeMatcher;
}

const knowledgeKey = (tenantId: string) => `robot:${tenantId}:knowledge`;

export async function knowledgeOf(platform: Platform, tenantId: string): Promise<Knowledge> {
  return platform.memo.get(knowledgeKey(tenantId), async () => {
    const [rows, scenes] = await Promise.all([repo.answerableEntries(platform.db, tenantId), repo.enabledScenes(platform.db, tenantId)]);
    const sceneNames = new Map(scenes.map((s) => [s.id, s.name]));
    const entries = rows.map((r) => ({
      id: r.id,
      sceneId: r.scene_id,
      sceneName: sceneNames.get(r.scene_id) ?? '',
      question: r.question,
      answer: r.answer,
      serviceIds: jsonArrayColumn<string>(r.service_ids),
      common: r.common === 1,
      recommended: r.recommended === 1,
    }));
    const matcher = new KnowledgeMatcher(
      rows.map((r) => ({ id: r.id, question: r.question, similar: jsonArrayColumn<string>(r.similar) })),
    );
    return { entries, byId: new Map(entries.map((e) => [e.id, e])), matcher };
  });
}
