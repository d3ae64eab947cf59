import {
  type NamedOption,
  SAFE_LINK_RULE,
  SERVICE_ICON_PATH,
  type ServiceDetail,
  type ServiceListItem,
  type ServiceSaveBody,
  safeLink,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { sanitizeSvg } from '../../platform/html/svg.ts';
import { badRequest, business, notFound } from '../../platform/http/app-error.ts';
import { changed, type ServicesContext } from './context.ts';
import { details } from './listing.ts';
import * as optionsRepo from './options-repo.ts';
import * as repo from './repo.ts';
import { configViewer, inOrder, KNOWN_ROLES, toItem } from './shapes.ts';

// Configuration.

function checkRoles(roles: string[]): void {
  const unknown = roles.find((r) => !KNOWN_ROLES.includes(r));
  if (unknown) throw badRequest(`未知角色：${unknown}`);
}

export async function configDetail(ctx: ServicesContext, principal: Principal, serviceId: string): Promise<ServiceDetail> {
  return details(ctx.platform, configViewer(principal), serviceId);
}

/**
 * An address an administrator typed on a service (its address, icon, guide
 * attachments): a site path or an http(s) address, blank where the field is
 * optional; anything else is refused naming the field, before anything is written.
 */
function serviceLink(raw: string, field: string): string {
  const link = safeLink(raw);
  if (link === null) throw badRequest(`${field}地址无效：${SAFE_LINK_RULE}`);
  return link;
}
const optionalServiceLink = (raw: string | null | undefined, field: string) => (raw?.trim() ? serviceLink(raw, field) : null);

export async function saveService(ctx: ServicesContext, principal: Principal, body: ServiceSaveBody): Promise<ServiceDetail> {
  const { db, clock } = ctx.platform;
  const tenantId = principal.tenantId;
  checkRoles(body.roles);
  if (!(await repo.findDept(db, tenantId, body.deptId))) throw badRequest('所属部门不存在');
  if (body.sceneId && !(await repo.findOption(db, 'service_scenes', tenantId, body.sceneId))) throw badRequest('服务场景不存在');
  if (body.typeId && !(await repo.findOption(db, 'service_types', tenantId, body.typeId))) throw badRequest('服务类型不存在');
  const existing = body.serviceId ? await repo.findService(db, tenantId, body.serviceId) : undefined;
  if (body.serviceId && !existing) throw notFound('服务不存在');
  const serviceUrl = optionalServiceLink(body.serviceUrl, '服务') ?? '';
  const serviceIcon = optionalServiceLink(body.serviceIcon, '服务图标');
  const guide = body.guide && {
    ...body.guide,
    attachments: body.guide.attachments.map((a) => ({ ...a, url: serviceLink(a.url, `附件“${a.name}”`) })),
  };
  const now = clock.now().toISOString();
  const id = existing?.id ?? ctx.platform.newId();
  await repo.saveService(
    db,
    {
      id,
      tenant_id: tenantId,
      name: body.serviceName.trim(),
      icon: serviceIcon,
      dept_id: body.deptId,
      scene_id: body.sceneId ?? null,
      type_id: body.typeId ?? null,
      centre: body.centre,
      process_type: body.processType,
      access_way: body.accessWay,
      open_way: body.openWay,
      service_url: serviceUrl,
      keywords: body.keywords?.trim() ?? '',
      description: body.description?.trim() ?? '',
      guide_materials: JSON.stringify(guide?.materials ?? []),
      guide_steps: JSON.stringify(guide?.steps ?? []),
      guide_conditions: guide?.conditions ?? '',
      guide_fees: guide?.fees ?? '',
      guide_time_limit: guide?.timeLimit ?? '',
      guide_contact: guide?.contact ?? '',
      guide_attachments: JSON.stringify(guide?.attachments ?? []),
      visitor_visible: body.visitorVisible ? 1 : 0,
      shelf: body.shelf === undefined ? (existing?.shelf ?? 1) : body.shelf ? 1 : 0,
      sort: existing?.sort ?? 0,
      visit_count: existing?.visit_count ?? 0,
      launched_at: existing?.launched_at ?? now,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    },
    !existing,
    body.roles,
  );
  await changed(ctx, [id]);
  return configDetail(ctx, principal, id);
}

async function requireAll(ctx: ServicesContext, tenantId: string, ids: string[]) {
  const found = await repo.existingIds(ctx.platform.db, tenantId, ids);
  if (found.length !== ids.length) throw notFound('部分服务不存在，请刷新后重试');
  return found;
}

export async function shelf(ctx: ServicesContext, principal: Principal, ids: string[], onShelf: boolean): Promise<null> {
  await requireAll(ctx, principal.tenantId, ids);
  const now = ctx.platform.clock.now().toISOString();
  // Going back on the shelf counts as a new launch, so it shows under "newly launched".
  await repo.updateServices(
    ctx.platform.db,
    principal.tenantId,
    ids,
    onShelf ? { shelf: 1, launched_at: now, updated_at: now } : { shelf: 0, updated_at: now },
  );
  await changed(ctx, ids);
  return null;
}

export async function order(ctx: ServicesContext, principal: Principal, ids: string[]): Promise<null> {
  await requireAll(ctx, principal.tenantId, ids);
  await repo.orderServices(ctx.platform.db, principal.tenantId, ids, ctx.platform.clock.now().toISOString());
  return null;
}

export async function setVisibility(
  ctx: ServicesContext,
  principal: Principal,
  serviceId: string,
  visitorVisible: boolean,
  roles: string[],
): Promise<null> {
  checkRoles(roles);
  await requireAll(ctx, principal.tenantId, [serviceId]);
  await repo.setVisibility(ctx.platform.db, principal.tenantId, serviceId, visitorVisible, roles, ctx.platform.clock.now().toISOString());
  await changed(ctx, [serviceId]);
  return null;
}

export async function optionList(ctx: ServicesContext, principal: Principal) {
  const viewer = configViewer(principal);
  const count = async (kind: 'dept' | 'scene' | 'type') => {
    const column = kind === 'dept' ? 'dept_id' : kind === 'scene' ? 'scene_id' : 'type_id';
    const counts = new Map((await repo.countsBy(ctx.platform.db, viewer, {}, column)).map((c) => [c.key, Number(c.n)]));
    const options =
      kind === 'dept'
        ? (await repo.deptsOfTenant(ctx.platform.db, principal.tenantId)).filter((d) => d.parent_id !== null)
        : await repo.optionsOf(ctx.platform.db, kind === 'scene' ? 'service_scenes' : 'service_types', principal.tenantId);
    return options.map((o) => ({ id: o.id, name: o.name, sort: Number(o.sort), serviceCount: counts.get(o.id) ?? 0 }));
  };
  return { depts: await count('dept'), scenes: await count('scene'), types: await count('type') };
}

export async function saveOption(
  ctx: ServicesContext,
  principal: Principal,
  kind: 'dept' | 'scene' | 'type',
  body: { id?: string; name: string; sort?: number },
): Promise<NamedOption> {
  const db = ctx.platform.db;
  const tenantId = principal.tenantId;
  const table = kind === 'dept' ? 'depts' : kind === 'scene' ? 'service_scenes' : 'service_types';
  const name = body.name.trim();
  if (!name) throw badRequest('名称不能为空');
  const same = await repo.optionByName(db, table, tenantId, name);
  if (same && same.id !== body.id) throw business(`名称「${name}」已存在`);
  let id = body.id;
  if (id) {
    const found =
      kind === 'dept' ? await repo.findDept(db, tenantId, id) : await repo.findOption(db, table as 'service_scenes', tenantId, id);
    if (!found) throw notFound('要修改的记录不存在');
    await repo.updateOption(db, table, tenantId, id, name, body.sort);
  } else {
    id = ctx.platform.newId();
    const sort = body.sort ?? 1000;
    if (kind === 'dept') {
      const root = await repo.rootDept(db, tenantId);
      await repo.insertDept(db, {
        id,
        tenant_id: tenantId,
        parent_id: root?.id ?? null,
        name,
        code: `SVC_${id.slice(0, 8).toUpperCase()}`,
        sort,
      });
    } else await repo.insertOption(db, table as 'service_scenes', { id, tenant_id: tenantId, name, sort });
  }
  // Names are indexed (department and scene), so every service under it is reindexed.
  if (kind !== 'type') {
    const all = await repo.page(db, configViewer(principal), kind === 'dept' ? { deptId: id } : { sceneId: id }, 'default', 0, 10_000);
    await changed(
      ctx,
      all.rows.map((r) => r.id),
    );
  }
  const saved =
    kind === 'dept' ? await repo.findDept(db, tenantId, id) : await repo.findOption(db, table as 'service_scenes', tenantId, id);
  const total = await repo.countVisible(
    db,
    configViewer(principal),
    kind === 'dept' ? { deptId: id } : kind === 'scene' ? { sceneId: id } : { typeId: id },
  );
  return { id, name: saved?.name ?? name, sort: Number(saved?.sort ?? 0), serviceCount: total };
}

export async function centreDisplay(
  ctx: ServicesContext,
  principal: Principal,
  centre: 'APPLICATION' | 'PROCESS',
): Promise<ServiceListItem[]> {
  const ids = (await repo.centreDisplayIds(ctx.platform.db, principal.tenantId, centre)).map((r) => r.service_id);
  return (await inOrder(ctx.platform, configViewer(principal), ids)).map(toItem);
}

export async function saveCentreDisplay(ctx: ServicesContext, principal: Principal, centre: 'APPLICATION' | 'PROCESS', ids: string[]) {
  const found = await requireAll(ctx, principal.tenantId, ids);
  const wrong = found.find((s) => s.centre !== centre && s.centre !== 'BOTH');
  if (wrong) throw business('所选服务不属于该服务中心');
  await repo.replaceCentreDisplay(ctx.platform.db, principal.tenantId, centre, ids);
  return centreDisplay(ctx, principal, centre);
}

// Icons.

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('ascii') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
};

const ICON_MISMATCH = '图标文件内容与格式不符';

/**
 * The bytes to store for an icon whose declared type and content agree.
 * Icons are served from the portal's origin, so an SVG is stored as the SVG
 * sanitiser rewrote it (no script, handler, animation or outside reference).
 */
async function iconBytes(mime: string, data: Buffer): Promise<Buffer> {
  if (mime === 'image/svg+xml') {
    const clean = data.length > 0 ? await sanitizeSvg(data) : null;
    if (!clean) throw badRequest(ICON_MISMATCH);
    return clean;
  }
  const check = SIGNATURES[mime];
  if (!check) throw badRequest('图标格式不支持，请上传 PNG、JPG、GIF、WebP 或 SVG 图片');
  if (data.length === 0 || !check(data)) throw badRequest(ICON_MISMATCH);
  return data;
}

export async function saveIcon(ctx: ServicesContext, principal: Principal, mime: string, data: Buffer): Promise<{ url: string }> {
  const stored = await iconBytes(mime, data);
  const id = ctx.platform.newId();
  await repo.insertIcon(ctx.platform.db, {
    id,
    tenant_id: principal.tenantId,
    mime,
    data: stored.toString('base64'),
    created_at: ctx.platform.clock.now().toISOString(),
  });
  return { url: `${SERVICE_ICON_PATH}/${id}` };
}

export async function icon(ctx: ServicesContext, id: string): Promise<{ mime: string; data: Buffer } | undefined> {
  const row = await repo.findIcon(ctx.platform.db, id);
  return row && { mime: row.mime, data: Buffer.from(row.data, 'base64') };
}

const OPTION_TABLES = { dept: 'depts', scene: 'service_scenes', type: 'service_types' } as const;
const OPTION_TEXT = { dept: '部门', scene: '场景', type: '类型' } as const;

/** Why a department, scene or type is still needed, in the words the configuration page shows. */
function inUseMessage(kind: 'dept' | 'scene' | 'type', use: optionsRepo.OptionInUse): string {
  const what = `该${OPTION_TEXT[kind]}「${use.name}」`;
  if (use.root) return `${what}是学校根部门，无法删除`;
  if (use.services > 0) return `${what}下仍有 ${use.services} 个服务，无法删除`;
  if (use.children > 0) return `${what}下仍有 ${use.children} 个下级部门，无法删除`;
  if (use.users > 0) return `${what}下仍有 ${use.users} 名用户，无法删除`;
  return `${what}下仍有 ${use.duties} 条部门职责，无法删除`;
}

/**
 * Deletes departments, scenes or types (comma list, all or none). Only
 * unused ones go, so no service changes and the search index, which holds
 * names only through services, needs no reload.
 */
export async function removeOptions(
  ctx: ServicesContext,
  principal: Principal,
  kind: 'dept' | 'scene' | 'type',
  idList: string,
): Promise<number> {
  const ids = [...new Set(idList.split(',').map((id) => id.trim()))].filter(Boolean);
  if (ids.length === 0) throw badRequest(`请选择要删除的${OPTION_TEXT[kind]}`);
  if (ids.some((id) => id.length > 64)) throw badRequest('编号格式不正确');
  const outcome = await optionsRepo.removeOptions(ctx.platform.db, OPTION_TABLES[kind], principal.tenantId, ids);
  if ('missing' in outcome) throw notFound(`要删除的${OPTION_TEXT[kind]}不存在，请刷新后重试`);
  if ('inUse' in outcome) throw business(inUseMessage(kind, outcome.inUse));
  return outcome.removed;
}
