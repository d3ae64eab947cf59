import { type checkScore, type MyRatedService, QUICK_SCORE_LABELS, type ResultOf, type serviceRateDetail } from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { changed, type ServicesContext } from './context.ts';
import * as repo from './repo.ts';
import { refuseSensitive } from './sensitive-words.ts';
import { inOrder, NOT_VISIBLE, round1, toItem, viewerOf, visibleRow } from './shapes.ts';

// Ratings.

type MyRating = NonNullable<ResultOf<typeof checkScore>>;

function toMyRating(row: { service_id: string; score: number; labels: string; comment: string; updated_at: string }): MyRating {
  return {
    serviceId: row.service_id,
    score: Number(row.score),
    labels: jsonArrayColumn<string>(row.labels),
    comment: row.comment,
    updatedAt: row.updated_at,
  };
}

export async function rate(
  ctx: ServicesContext,
  principal: Principal,
  body: { serviceId: string; score: number; labels?: string[]; comment?: string },
): Promise<MyRating> {
  await visibleRow(ctx.platform, viewerOf(principal, principal.tenantId), body.serviceId);
  const labels = [...new Set(body.labels ?? [])];
  const unknown = labels.find((l) => !QUICK_SCORE_LABELS.includes(l));
  if (unknown) throw badRequest(`不支持的评价标签：${unknown}`);
  const comment = (body.comment ?? '').trim();
  await refuseSensitive(ctx.platform, principal, `rating:${body.serviceId}`, comment);
  await repo.upsertRating(ctx.platform.db, {
    id: ctx.platform.newId(),
    service_id: body.serviceId,
    user_id: principal.userId,
    score: body.score,
    labels: JSON.stringify(labels),
    comment,
    now: ctx.platform.clock.now().toISOString(),
  });
  const saved = await repo.findRating(ctx.platform.db, body.serviceId, principal.userId);
  if (!saved) throw notFound(NOT_VISIBLE);
  // Search results carry the average score, so the index (on every node) reloads this service.
  await changed(ctx, [body.serviceId]);
  return toMyRating(saved);
}

export async function myRating(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<MyRating | null> {
  await visibleRow(ctx.platform, viewerOf(principal, principal.tenantId), serviceId);
  const row = await repo.findRating(ctx.platform.db, serviceId, principal.userId);
  return row ? toMyRating(row) : null;
}

/** The caller's ratings of services they still see, latest first (the personal centre's 我的评价). */
export async function ownRatings(platform: Platform, principal: Principal): Promise<MyRatedService[]> {
  const ratings = await repo.ratingsByUser(platform.db, principal.userId);
  const rows = await inOrder(
    platform,
    viewerOf(principal, principal.tenantId),
    ratings.map((r) => r.service_id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ratings.flatMap((r) => {
    const row = byId.get(r.service_id);
    return row ? [{ ...toMyRating(r), service: toItem(row) }] : [];
  });
}

export async function canUserRate(ctx: ServicesContext, principal: Principal, serviceId: string) {
  const [row] = await repo.byIds(ctx.platform.db, viewerOf(principal, principal.tenantId), [serviceId]);
  if (!row) return { canRate: false, rated: false, reason: NOT_VISIBLE };
  const rated = Boolean(await repo.findRating(ctx.platform.db, serviceId, principal.userId));
  return { canRate: true, rated, reason: rated ? '您已评价过该服务，再次提交将更新评价' : '' };
}

const RECENT_COMMENTS = 10;

/**
 * A rater's name as others see it in the rating detail: the first character
 * and one `*` whatever the length (张三 and 欧阳修 → 张* and 欧*), so the
 * comment is not tied to a person and the length does not narrow it down.
 */
export function maskedName(name: string): string {
  const [first = ''] = Array.from(name.trim());
  return `${first}*`;
}

export async function rateDetail(
  ctx: ServicesContext,
  viewer: repo.Viewer,
  serviceId: string,
): Promise<ResultOf<typeof serviceRateDetail>> {
  await visibleRow(ctx.platform, viewer, serviceId);
  const ratings = await repo.ratingsOf(ctx.platform.db, serviceId);
  const distribution = [0, 0, 0, 0, 0];
  const labelCounts = new Map<string, number>();
  let sum = 0;
  for (const r of ratings) {
    const score = Number(r.score);
    sum += score;
    distribution[score - 1] = (distribution[score - 1] ?? 0) + 1;
    for (const label of jsonArrayColumn<string>(r.labels)) labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  }
  return {
    serviceId,
    avgScore: ratings.length ? round1(sum / ratings.length) : 0,
    rateCount: ratings.length,
    distribution,
    labelCounts: [...labelCounts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count),
    recent: ratings
      .filter((r) => r.comment !== '')
      .slice(0, RECENT_COMMENTS)
      .map((r) => ({
        // Only the rater sees their own name; visitors and other users see it masked.
        userName: viewer.userId !== null && r.user_id === viewer.userId ? r.nick_name : maskedName(r.nick_name),
        score: Number(r.score),
        labels: jsonArrayColumn<string>(r.labels),
        comment: r.comment,
        updatedAt: r.updated_at,
      })),
  };
}
