import {
  type CarouselImage,
  type CommonTool,
  type FooterInfo,
  isSitePath,
  type LandingTypeName,
  type NavBarItem,
  type PreLoginAdminConfig,
  type PreLoginCard,
  type PreLoginColumn,
  type PreLoginGlobalConfig,
  PreLoginMessages,
  SAFE_LINK_RULE,
  safeLink,
  type ThirdPartySystem,
} from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import { checkUrl, UrlGuardError, verifyReachable } from '../../platform/net/url-guard.ts';
import * as messages from '../messages/service.ts';
import * as school from '../school/identity.ts';
import * as repo from './repo.ts';
import type { PreloginLinksTable } from './tables.ts';
import {
  DEFAULT_LANDING,
  footer,
  footerOf,
  globalConfig,
  invalidate,
  type LandingSettings,
  snapshot,
  toCard,
  toTool,
  withIdentity,
} from './visitor.ts';

/*
 * The landing configuration pages: global settings, footer, columns, links,
 * cards and common tools. Every save drops the visitors' cached snapshot; the
 * school's name, logo and footer are saved to the school's one identity
 * (school/identity.ts), which both footers and the shell read.
 */

export async function adminConfig(platform: Platform, tenantId: string): Promise<PreLoginAdminConfig> {
  const [{ landing, ...s }, id, columns] = await Promise.all([
    snapshot(platform, tenantId),
    school.identity(platform, tenantId),
    messages.columns(platform, tenantId, false),
  ]);
  return { ...s, global: withIdentity(landing, id), footer: footerOf(id), columns };
}

/** An administrator's link: a site path or http(s) address, else refused naming the field. */
function link(raw: string, field: string): string {
  const value = safeLink(raw);
  if (value === null) throw business(`${field}地址无效：${SAFE_LINK_RULE}`);
  return value;
}
const optionalLink = (raw: string | null | undefined, field: string) => (raw?.trim() ? link(raw, field) : null);

/** A whole configuration row; the seed writes the demo campus with it too. */
export function configRow(tenantId: string, g: LandingSettings, now: string): repo.ConfigRow {
  return {
    tenant_id: tenantId,
    title: g.title,
    subtitle: g.subtitle,
    introduction: sanitizeRichText(g.introduction),
    landing_type: g.landingType,
    theme_color: g.themeColor,
    heat_words: JSON.stringify(g.heatWords),
    search_placeholder: g.searchPlaceholder,
    updated_by: null,
    updated_at: now,
  };
}

async function ensureConfigRow(platform: Platform, tenantId: string): Promise<void> {
  if (await repo.findConfig(platform.db, tenantId)) return;
  await repo.insertConfig(platform.db, configRow(tenantId, DEFAULT_LANDING, platform.clock.now().toISOString()));
}

export async function saveGlobal(platform: Platform, principal: Principal, input: PreLoginGlobalConfig): Promise<PreLoginGlobalConfig> {
  const tenantId = principal.tenantId;
  // The name and logo are the school's identity: checked (a refusal changes nothing) and saved there first.
  await school.changeIdentity(platform, tenantId, principal.userId, { schoolName: input.schoolName, logo: input.schoolLogo });
  await ensureConfigRow(platform, tenantId);
  await repo.updateConfig(platform.db, tenantId, {
    title: input.title.trim(),
    subtitle: input.subtitle.trim(),
    introduction: sanitizeRichText(input.introduction),
    landing_type: input.landingType,
    theme_color: input.themeColor.toUpperCase(),
    heat_words: JSON.stringify([...new Set(input.heatWords.map((w) => w.trim()).filter(Boolean))]),
    search_placeholder: input.searchPlaceholder.trim(),
    updated_by: principal.userId,
    updated_at: platform.clock.now().toISOString(),
  });
  await invalidate(platform, tenantId);
  return globalConfig(platform, tenantId);
}

export async function saveLanding(platform: Platform, principal: Principal, landingType: LandingTypeName): Promise<PreLoginGlobalConfig> {
  await ensureConfigRow(platform, principal.tenantId);
  await repo.updateConfig(platform.db, principal.tenantId, {
    landing_type: landingType,
    updated_by: principal.userId,
    updated_at: platform.clock.now().toISOString(),
  });
  await invalidate(platform, principal.tenantId);
  return globalConfig(platform, principal.tenantId);
}

/** The landing's footer is the school's identity: saved there, so the signed-in footer shows the same. */
export async function saveFooter(platform: Platform, principal: Principal, input: FooterInfo): Promise<FooterInfo> {
  const { content, policeRecord, ...contacts } = input;
  await school.changeIdentity(platform, principal.tenantId, principal.userId, {
    ...contacts,
    footerNote: content,
    ...(policeRecord === undefined ? {} : { policeRecord }),
  });
  return footer(platform, principal.tenantId);
}

export async function saveColumns(
  platform: Platform,
  principal: Principal,
  list: (Omit<PreLoginColumn, 'id'> & { id?: string | null })[],
): Promise<PreLoginColumn[]> {
  const saved = await messages.saveColumns(platform, principal.tenantId, list);
  await invalidate(platform, principal.tenantId);
  return saved;
}

type WithOptionalId<T> = Omit<T, 'id'> & { id?: string | null };

function linkRow(platform: Platform, tenantId: string, id: string | null | undefined, fields: Partial<Insertable<PreloginLinksTable>>) {
  return {
    id: id || platform.newId(),
    tenant_id: tenantId,
    name: '',
    url: '',
    ...fields,
  } as Insertable<PreloginLinksTable>;
}

async function replaceLinks(platform: Platform, tenantId: string, table: repo.LinkTable, rows: Insertable<PreloginLinksTable>[]) {
  const ids = rows.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw business('列表中有重复的条目');
  await platform.db.transaction().execute((trx) => repo.replaceLinks(trx, table, tenantId, rows));
  await invalidate(platform, tenantId);
}

export async function saveNavigation(platform: Platform, principal: Principal, list: WithOptionalId<NavBarItem>[]): Promise<NavBarItem[]> {
  const rows = list.map((n, i) =>
    linkRow(platform, principal.tenantId, n.id, {
      name: n.name.trim(),
      url: link(n.url, `导航“${n.name}”`),
      open_in_new_tab: n.openInNewTab ? 1 : 0,
      sort: n.sort ?? i,
      enabled: n.enabled ? 1 : 0,
    }),
  );
  await replaceLinks(platform, principal.tenantId, 'prelogin_nav_items', rows);
  return (await snapshot(platform, principal.tenantId)).navigation;
}

export async function saveCarousel(
  platform: Platform,
  principal: Principal,
  list: WithOptionalId<CarouselImage>[],
): Promise<CarouselImage[]> {
  const rows = list.map((c, i) =>
    linkRow(platform, principal.tenantId, c.id, {
      name: c.title.trim(),
      url: link(c.imgUrl, '轮播图片'),
      link_url: optionalLink(c.linkUrl, '轮播跳转'),
      sort: c.sort ?? i,
      enabled: c.enabled ? 1 : 0,
    }),
  );
  await replaceLinks(platform, principal.tenantId, 'prelogin_carousel', rows);
  return (await snapshot(platform, principal.tenantId)).carousel;
}

export async function saveThirdParty(
  platform: Platform,
  principal: Principal,
  list: WithOptionalId<ThirdPartySystem>[],
): Promise<ThirdPartySystem[]> {
  const rows = list.map((t, i) =>
    linkRow(platform, principal.tenantId, t.id, {
      name: t.name.trim(),
      icon: optionalLink(t.icon, `系统“${t.name}”图标`),
      description: t.description.trim(),
      url: link(t.url, `系统“${t.name}”`),
      sort: t.sort ?? i,
      enabled: t.enabled ? 1 : 0,
    }),
  );
  await replaceLinks(platform, principal.tenantId, 'prelogin_third_party', rows);
  return (await snapshot(platform, principal.tenantId)).thirdParty;
}

// Cards.

export async function cardDetail(platform: Platform, tenantId: string, id: string): Promise<PreLoginCard> {
  const row = await repo.findCard(platform.db, tenantId, id);
  if (!row) throw notFound(PreLoginMessages.cardNotFound);
  return toCard(row);
}

export async function isRepetitiveName(platform: Platform, tenantId: string, cardName: string, exceptId: string | null | undefined) {
  const taken = await repo.cardByName(platform.db, tenantId, cardName.trim(), exceptId ?? null);
  return { repetitive: !!taken, msg: taken ? PreLoginMessages.cardNameRepeated : '名称可用' };
}

export async function saveCard(platform: Platform, principal: Principal, input: WithOptionalId<PreLoginCard>): Promise<PreLoginCard> {
  const tenantId = principal.tenantId;
  const name = input.cardName.trim();
  const now = platform.clock.now().toISOString();
  const id = await platform.db
    .transaction()
    .execute(async (trx) => {
      if (input.id && !(await repo.findCard(trx, tenantId, input.id))) throw notFound(PreLoginMessages.cardNotFound);
      if (await repo.cardByName(trx, tenantId, name, input.id ?? null)) throw business(PreLoginMessages.cardNameRepeated);
      const fields = {
        card_name: name,
        card_introduction: input.cardIntroduction.trim(),
        card_type: input.cardType,
        display_rows: input.displayRows,
        sort: input.sort,
        enabled: input.enabled ? 1 : 0,
        column_ids: JSON.stringify(input.columnIds),
        updated_at: now,
      };
      if (input.id) {
        await repo.updateCard(trx, tenantId, input.id, fields);
        return input.id;
      }
      const newId = platform.newId();
      await repo.insertCard(trx, { id: newId, tenant_id: tenantId, ...fields });
      return newId;
    })
    .catch((err: unknown) => {
      // Two admins saving the same new name at once: the unique index decides, with the same message.
      if (err instanceof Error && /unique|duplicate/i.test(err.message)) throw business(PreLoginMessages.cardNameRepeated);
      throw err;
    });
  await invalidate(platform, tenantId);
  return cardDetail(platform, tenantId, id);
}

export async function removeCard(platform: Platform, principal: Principal, id: string): Promise<null> {
  if ((await repo.deleteCard(platform.db, principal.tenantId, id)) === 0) throw notFound(PreLoginMessages.cardNotFound);
  await invalidate(platform, principal.tenantId);
  return null;
}

// Common tools and the address guard.

export function verifyUrl(platform: Platform, url: string) {
  return verifyReachable(
    url,
    {
      invalid: PreLoginMessages.urlInvalid,
      refused: PreLoginMessages.urlRefused,
      unreachable: PreLoginMessages.urlUnreachable,
    },
    platform.config.URL_GUARD_ALLOW,
  );
}

export async function saveTool(platform: Platform, principal: Principal, input: WithOptionalId<CommonTool>): Promise<CommonTool> {
  const tenantId = principal.tenantId;
  const url = link(input.url, `工具“${input.tools_name}”`);
  // A site path stays inside the portal; another site must pass the guard's address rules (a host that does
  // not resolve from the server may still work for users on the campus network, so only refusals count).
  if (!isSitePath(url)) {
    await checkUrl(url, { allow: platform.config.URL_GUARD_ALLOW }).catch((err: unknown) => {
      if (err instanceof UrlGuardError && err.reason === 'refused') throw business(PreLoginMessages.urlRefused);
      if (err instanceof UrlGuardError && err.reason === 'invalid') throw business(PreLoginMessages.urlInvalid);
    });
  }
  if (input.id && !(await repo.findLink(platform.db, 'prelogin_tools', tenantId, input.id))) throw notFound(PreLoginMessages.toolNotFound);
  const row = linkRow(platform, tenantId, input.id, {
    name: input.tools_name.trim(),
    icon: optionalLink(input.tools_icon, `工具“${input.tools_name}”图标`),
    type_names: JSON.stringify(input.typeList.map((t) => t.name.trim())),
    url,
    sort: input.sort,
    enabled: input.enabled ? 1 : 0,
  });
  await repo.upsertLink(platform.db, 'prelogin_tools', row);
  await invalidate(platform, tenantId);
  return toTool((await repo.findLink(platform.db, 'prelogin_tools', tenantId, row.id)) as repo.LinkRow);
}

export async function removeTool(platform: Platform, principal: Principal, id: string): Promise<null> {
  if ((await repo.deleteLink(platform.db, 'prelogin_tools', principal.tenantId, id)) === 0) throw notFound(PreLoginMessages.toolNotFound);
  await invalidate(platform, principal.tenantId);
  return null;
}
