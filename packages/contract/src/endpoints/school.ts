import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint } from '../endpoint.ts';
import { SAFE_LINK_RULE, safeLink } from '../rules/links.ts';
import { HOME_FRAME_MENU } from './navigation.ts';
import { PRELOGIN_MENU } from './prelogin.ts';

/*
 * The school's one identity (issue 14, docs/design/school.md): name, short
 * name, logo, contacts, registration numbers and links, configured once and
 * shown by the landing, the signed-in shell, both footers, the login page,
 * message pages and document titles. The older footer and landing calls read
 * and write this same record.
 */

const SCHOOL_BASE = `${Services.onlineServicePlatform}/schoolIdentity`;

/** What each field may hold; the form and the server apply the same limits. */
export const SCHOOL_LIMITS = {
  schoolName: 50,
  shortName: 20,
  logo: 1000,
  address: 100,
  phone: 40,
  email: 80,
  website: 500,
  copyright: 100,
  icp: 60,
  policeRecord: 60,
  footerNote: 5000,
  linkName: 20,
  linkUrl: 500,
  links: 12,
} as const;

export const SchoolMessages = {
  saved: '学校信息已保存，登录前页面、登录后页面和页脚均已更新',
  schoolNameRequired: '请输入学校名称',
  shortNameRequired: '请输入学校简称',
  phoneInvalid: '联系电话格式不正确：只能包含数字、空格和 + - ( )，多个号码用逗号或顿号分隔',
  emailInvalid: '电子邮箱格式不正确，例如 itc@school.edu.cn',
  websiteInvalid: '学校网址须为 http:// 或 https:// 开头的网址',
  icpInvalid: 'ICP备案号格式应如“浙ICP备05012345号-1”',
  policeRecordInvalid: '公安备案号格式应如“浙公网安备33010602000001号”',
  placeholderNumber: '备案号不能使用 00000000、12345678 这类占位号码，请填写真实备案号或留空',
  linksTooMany: `页脚链接最多 ${SCHOOL_LIMITS.links} 个`,
  linkNameRequired: '请输入链接名称',
} as const;

/** Field names as the form labels them, for messages naming the field. */
export const SCHOOL_FIELD_LABELS = {
  schoolName: '学校名称',
  shortName: '学校简称',
  logo: '学校标志',
  address: '地址',
  phone: '联系电话',
  email: '电子邮箱',
  website: '学校网址',
  copyright: '版权信息',
  icp: 'ICP备案号',
  policeRecord: '公安备案号',
  footerNote: '页脚说明',
} as const;

export const tooLong = (label: string, max: number) => `${label}不能超过 ${max} 个字`;
export const linkInvalid = (label: string) => `${label}地址无效：${SAFE_LINK_RULE}`;
export const footerLinkLabel = (name: string) => `链接“${name}”`;

export const SchoolLinkSchema = Type.Object({ name: Type.String({ maxLength: 200 }), url: Type.String({ maxLength: 2000 }) });
export type SchoolLink = Static<typeof SchoolLinkSchema>;

/**
 * The identity as stored and answered. The body schema bounds sizes loosely
 * (a sanity limit); the real limits are SCHOOL_LIMITS, checked by
 * `schoolIdentityProblem` so a refusal names the field in words.
 */
export const SchoolIdentitySchema = Type.Object({
  schoolName: Type.String({ maxLength: 200 }),
  /** For narrow places: the shell's header on a phone, document titles. */
  shortName: Type.String({ maxLength: 200 }),
  /** Site path or http(s) address of the logo; null: the name alone. */
  logo: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  address: Type.String({ maxLength: 400 }),
  phone: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 400 }),
  /** The school's own web site (http/https), or empty. */
  website: Type.String({ maxLength: 2000 }),
  copyright: Type.String({ maxLength: 400 }),
  /** ICP备案号, or empty. */
  icp: Type.String({ maxLength: 200 }),
  /** 公安备案号, or empty. */
  policeRecord: Type.String({ maxLength: 200 }),
  /** Rich text under the contacts (host and technical support), sanitised on save. */
  footerNote: Type.String({ maxLength: 20000 }),
  links: Type.Array(SchoolLinkSchema, { maxItems: 50 }),
});
export type SchoolIdentity = Static<typeof SchoolIdentitySchema>;

const PHONE = /^[\d\s+\-()（）,，、/]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Province, ICP备, the number, 号, optional site suffix: 浙ICP备05012345号-1. */
const ICP = /^[\u4e00-\u9fa5]ICP备\d{6,12}号(-\d{1,4})?$/;
/** Province, 公网安备, 14 digits or so, 号: 浙公网安备33010602000001号. */
const POLICE = /^[\u4e00-\u9fa5]公网安备\d{10,16}号$/;
/** Numbers nobody is given: all zeros, or 12345678 (a demo's stand-in). */
const PLACEHOLDER = /0{8}|12345678/;

export interface SchoolProblem {
  /** The form field the message belongs to (`links.<i>.url` for a link). */
  field: string;
  message: string;
}

function textProblems(identity: SchoolIdentity, out: SchoolProblem[]): void {
  if (!identity.schoolName.trim()) out.push({ field: 'schoolName', message: SchoolMessages.schoolNameRequired });
  if (!identity.shortName.trim()) out.push({ field: 'shortName', message: SchoolMessages.shortNameRequired });
  const plain = ['schoolName', 'shortName', 'address', 'phone', 'email', 'copyright', 'icp', 'policeRecord', 'footerNote'] as const;
  for (const field of plain) {
    if (identity[field].trim().length > SCHOOL_LIMITS[field]) {
      out.push({ field, message: tooLong(SCHOOL_FIELD_LABELS[field], SCHOOL_LIMITS[field]) });
    }
  }
}

/** A registration number: empty, or of its format and no placeholder. */
function numberProblem(value: string, format: RegExp, formatMessage: string): string | null {
  if (!value) return null;
  if (!format.test(value)) return formatMessage;
  return PLACEHOLDER.test(value) ? SchoolMessages.placeholderNumber : null;
}

function formatProblems(identity: SchoolIdentity, out: SchoolProblem[]): void {
  const phone = identity.phone.trim();
  if (phone && (!PHONE.test(phone) || (phone.match(/\d/g) ?? []).length < 5))
    out.push({ field: 'phone', message: SchoolMessages.phoneInvalid });
  if (identity.email.trim() && !EMAIL.test(identity.email.trim())) out.push({ field: 'email', message: SchoolMessages.emailInvalid });
  const icp = numberProblem(identity.icp.trim(), ICP, SchoolMessages.icpInvalid);
  if (icp) out.push({ field: 'icp', message: icp });
  const police = numberProblem(identity.policeRecord.trim(), POLICE, SchoolMessages.policeRecordInvalid);
  if (police) out.push({ field: 'policeRecord', message: police });
}

function linkProblems(identity: SchoolIdentity, out: SchoolProblem[]): void {
  const logo = identity.logo?.trim();
  if (logo && logo.length > SCHOOL_LIMITS.logo) out.push({ field: 'logo', message: tooLong(SCHOOL_FIELD_LABELS.logo, SCHOOL_LIMITS.logo) });
  else if (logo && safeLink(logo) === null) out.push({ field: 'logo', message: linkInvalid(SCHOOL_FIELD_LABELS.logo) });
  const website = identity.website.trim();
  if (website.length > SCHOOL_LIMITS.website) {
    out.push({ field: 'website', message: tooLong(SCHOOL_FIELD_LABELS.website, SCHOOL_LIMITS.website) });
  } else if (website && (!/^https?:\/\//i.test(website) || safeLink(website) === null)) {
    out.push({ field: 'website', message: SchoolMessages.websiteInvalid });
  }
  if (identity.links.length > SCHOOL_LIMITS.links) out.push({ field: 'links', message: SchoolMessages.linksTooMany });
  for (const [i, link] of identity.links.entries()) {
    const name = link.name.trim();
    if (!name) out.push({ field: `links.${i}.name`, message: SchoolMessages.linkNameRequired });
    else if (name.length > SCHOOL_LIMITS.linkName)
      out.push({ field: `links.${i}.name`, message: tooLong('链接名称', SCHOOL_LIMITS.linkName) });
    if (link.url.trim().length > SCHOOL_LIMITS.linkUrl) {
      out.push({ field: `links.${i}.url`, message: tooLong(`${footerLinkLabel(name)}地址`, SCHOOL_LIMITS.linkUrl) });
    } else if (safeLink(link.url) === null) {
      out.push({ field: `links.${i}.url`, message: linkInvalid(footerLinkLabel(name)) });
    }
  }
}

/** Everything wrong with an identity, each in words naming its field, in the form's order of checks; empty when it may be saved. */
export function schoolIdentityProblems(identity: SchoolIdentity): SchoolProblem[] {
  const out: SchoolProblem[] = [];
  textProblems(identity, out);
  formatProblems(identity, out);
  linkProblems(identity, out);
  return out;
}

/** Holders of either page that mounts the identity form: 首页配置 (its footer tab) and 登录前配置. */
const schoolAccess = configMenu(HOME_FRAME_MENU, PRELOGIN_MENU);

export const schoolIdentityDetail = defineEndpoint({
  name: 'schoolIdentityDetail',
  method: 'POST',
  path: `${SCHOOL_BASE}/detail`,
  access: schoolAccess,
  summary: "The school's one identity as configured (a plain hall's defaults when never saved)",
  body: Type.Optional(Type.Object({})),
  result: SchoolIdentitySchema,
});

export const schoolIdentitySubmit = defineEndpoint({
  name: 'schoolIdentitySubmit',
  method: 'POST',
  path: `${SCHOOL_BASE}/submit`,
  access: schoolAccess,
  summary:
    'Saves the identity every page shows (both footers, the landing, the shell); a refusal (1004) names the field ' + 'and changes nothing',
  body: SchoolIdentitySchema,
  result: SchoolIdentitySchema,
});

export const schoolEndpoints = [schoolIdentityDetail, schoolIdentitySubmit] as const;
