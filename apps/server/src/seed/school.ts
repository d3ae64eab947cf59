import { DEFAULT_TENANT_ID, type SchoolIdentity } from '@onehall/contract';
import { bundledUrl } from '../modules/prelogin/images.ts';
import type { Platform } from '../platform/context.ts';
import { sanitizeRichText } from '../platform/html/sanitize.ts';
import { seedId } from './ids.ts';

/** 明德大学's one identity: every page that names the school or shows a footer reads it. */
export const SCHOOL: SchoolIdentity = {
  schoolName: '明德大学',
  shortName: '明德大学',
  logo: bundledUrl('logo.svg'),
  address: '明德市学府路 1 号 明德大学行政楼 302 室',
  phone: '0571-88886666',
  email: 'itc@mingde.edu.cn',
  icp: '浙ICP备05012345号-1',
  website: 'https://www.mingde.edu.cn',
  copyright: '© 2026 明德大学 版权所有',
  // No 公安备案号 in the demo: an invented one would read as real, a placeholder as a mistake.
  policeRecord: '',
  footerNote: '<p>主办：明德大学信息化建设与管理中心　技术支持：网络与数据服务科</p>',
  links: [
    { name: '学校主页', url: 'https://www.mingde.edu.cn' },
    { name: '信息公开', url: 'https://xxgk.mingde.edu.cn' },
    { name: '图书馆', url: 'https://lib.mingde.edu.cn' },
    { name: '使用帮助', url: `/generalDetailsTow?id=${seedId('message:notice-guide')}` },
  ],
};

/** The demo campus's identity; skipped when the tenant has one (configured, or carried over by migration 0015). */
export async function seedSchool(platform: Platform): Promise<void> {
  const tenantId = DEFAULT_TENANT_ID;
  const existing = await platform.db.selectFrom('school_identity').select('tenant_id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (existing) return;
  await platform.db
    .insertInto('school_identity')
    .values({
      tenant_id: tenantId,
      school_name: SCHOOL.schoolName,
      short_name: SCHOOL.shortName,
      logo: SCHOOL.logo,
      address: SCHOOL.address,
      phone: SCHOOL.phone,
      email: SCHOOL.email,
      website: SCHOOL.website,
      copyright: SCHOOL.copyright,
      icp: SCHOOL.icp,
      police_record: SCHOOL.policeRecord,
      footer_note: sanitizeRichText(SCHOOL.footerNote),
      links: JSON.stringify(SCHOOL.links),
      updated_by: null,
      updated_at: platform.clock.now().toISOString(),
    })
    .execute();
}
