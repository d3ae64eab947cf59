import { type SchoolIdentity, type SchoolLink, schoolIdentityProblems } from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Awaitable } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/*
 * The school's one identity (docs/design/school.md). Every page reads it, so
 * each node keeps it in memory (platform.memo, key `school:<tenantId>:identity`);
 * the one function that writes it forgets it on every node.
 */

/** What a tenant that never configured its identity shows: a plain hall, not an error. */
export const DEFAULT_IDENTITY: SchoolIdentity = {
  schoolName: '网上服务大厅',
  shortName: '网上服务大厅',
  logo: null,
  address: '',
  phone: '',
  email: '',
  website: '',
  copyright: '',
  icp: '',
  policeRecord: '',
  footerNote: '',
  links: [],
};

const memoKey = (tenantId: string) => `school:${tenantId}:identity`;

function toIdentity(row: repo.IdentityRow | undefined): SchoolIdentity {
  if (!row) return DEFAULT_IDENTITY;
  return {
    schoolName: row.school_name,
    shortName: row.short_name,
    logo: row.logo,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    copyright: row.copyright,
    icp: row.icp,
    policeRecord: row.police_record,
    footerNote: row.footer_note,
    links: jsonArrayColumn<SchoolLink>(row.links),
  };
}

/** The tenant's identity, as every page shows it. */
export function identity(platform: Platform, tenantId: string): Promise<SchoolIdentity> {
  return Promise.resolve(identityNow(platform, tenantId));
}

/** The identity as it is when this node remembers it, else in a promise: for calls on every page load. */
export function identityNow(platform: Platform, tenantId: string): Awaitable<SchoolIdentity> {
  return platform.memo.read(memoKey(tenantId), async () => toIdentity(await repo.findIdentity(platform.db, tenantId)));
}

function trimmed(input: SchoolIdentity): SchoolIdentity {
  const logo = input.logo?.trim();
  return {
    schoolName: input.schoolName.trim(),
    shortName: input.shortName.trim(),
    logo: logo ? logo : null,
    address: input.address.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    website: input.website.trim(),
    copyright: input.copyright.trim(),
    icp: input.icp.trim(),
    policeRecord: input.policeRecord.trim(),
    footerNote: sanitizeRichText(input.footerNote),
    links: input.links.map((l) => ({ name: l.name.trim(), url: l.url.trim() })),
  };
}

async function write(platform: Platform, tenantId: string, userId: string | null, value: SchoolIdentity): Promise<SchoolIdentity> {
  await repo.saveIdentity(platform.db, {
    tenant_id: tenantId,
    school_name: value.schoolName,
    short_name: value.shortName,
    logo: value.logo,
    address: value.address,
    phone: value.phone,
    email: value.email,
    website: value.website,
    copyright: value.copyright,
    icp: value.icp,
    police_record: value.policeRecord,
    footer_note: value.footerNote,
    links: JSON.stringify(value.links),
    updated_by: userId,
    updated_at: platform.clock.now().toISOString(),
  });
  await platform.memo.forget([memoKey(tenantId)]);
  return identity(platform, tenantId);
}

/** Saves the whole identity (the identity form); the first problem is refused with its message and nothing changes. */
export async function saveIdentity(platform: Platform, tenantId: string, userId: string, input: SchoolIdentity): Promise<SchoolIdentity> {
  const value = trimmed(input);
  const problem = schoolIdentityProblems(value)[0];
  if (problem) throw business(problem.message);
  return write(platform, tenantId, userId, value);
}

/**
 * Changes some fields (the older footer and landing saves, which send every
 * field they show): only a problem in a field whose value changes refuses the
 * save, so an identity carried over with, say, an odd phone number can still
 * get a new name or its pop-up switch turned.
 */
export async function changeIdentity(
  platform: Platform,
  tenantId: string,
  userId: string,
  changes: Partial<SchoolIdentity>,
): Promise<SchoolIdentity> {
  const current = trimmed(toIdentity(await repo.findIdentity(platform.db, tenantId)));
  const value = trimmed({ ...current, ...changes });
  const differs = (field: string) => {
    const key = field.split('.')[0] as keyof SchoolIdentity;
    return JSON.stringify(value[key]) !== JSON.stringify(current[key]);
  };
  const problem = schoolIdentityProblems(value).find((p) => differs(p.field));
  if (problem) throw business(problem.message);
  return write(platform, tenantId, userId, value);
}
