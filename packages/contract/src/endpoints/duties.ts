import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';

/*
 * Department duties of the "three lists" (SPEC §7 "Department and duty",
 * ospDeptDutyListConfig). Managed from the three-lists configuration page
 * and /home/deptResponsibilityListConfig; also imported and exported through
 * the transfer calls as list `deptDuty` (threeListsConfig holders only). A
 * holder of the threeListsConfig menu maintains every department's duties, a
 * department administrator (three-lists-depts.ts) those of their departments:
 * the list shows only theirs, a write outside them answers 403 notDeptAdmin,
 * and anyone else is refused with 403 noDeptAdmin.
 */

export const DUTIES_MENU = 'threeListsConfig';

/** Duty types (dictionary `dutyType`): key → label. */
export const DUTY_TYPES = { '1': '主体职责', '2': '协同职责', '3': '监督职责' } as const;
export type DutyTypeKey = keyof typeof DUTY_TYPES;

export const DUTY_DESCRIPTION_MAX = 500;
export const DUTY_BASIS_MAX = 500;

export const DutyMessages = {
  deptUnknown: '部门编码不存在',
  duplicate: '该部门已有相同的职责描述',
  notFound: '职责不存在或已删除',
  /** When the three-lists configuration makes the type mandatory (isDutyTypeMust). */
  typeRequired: '请选择职责类型：三清单配置要求每条职责都填写职责类型',
} as const;

export const DutySchema = Type.Object({
  id: Type.String(),
  deptId: Type.String(),
  deptCode: Type.String(),
  deptName: Type.String(),
  dutyDescription: Type.String(),
  /** '' when no type was given (allowed unless isDutyTypeMust). */
  dutyType: Type.String(),
  dutyTypeName: Type.String(),
  basis: Type.String(),
  sort: Type.Integer(),
  updateTime: Type.String(),
});
export type Duty = Static<typeof DutySchema>;

const DutyType = Type.Union(Object.keys(DUTY_TYPES).map((k) => Type.Literal(k)));
const DutyFields = {
  deptCode: Type.String({ minLength: 1, maxLength: 64 }),
  dutyDescription: Type.String({ minLength: 1, maxLength: DUTY_DESCRIPTION_MAX }),
  /** Omitted or '': no type, refused with typeRequired while isDutyTypeMust is on. */
  dutyType: Type.Optional(Type.Union([DutyType, Type.Literal('')])),
  basis: Type.Optional(Type.String({ maxLength: DUTY_BASIS_MAX })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999 })),
};

export const dutyPage = defineEndpoint({
  name: 'dutyPage',
  method: 'POST',
  path: `${Services.workbench}/ospDeptDutyListConfig/page`,
  access: signedIn,
  summary:
    'A page of department duties, ordered by department then sort; filters match department name or code and description by substring',
  body: Type.Object({
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    deptName: Type.Optional(Type.String({ maxLength: 100 })),
    deptCode: Type.Optional(Type.String({ maxLength: 64 })),
    dutyDescription: Type.Optional(Type.String({ maxLength: 100 })),
    dutyType: Type.Optional(Type.Union([DutyType, Type.Literal('')])),
  }),
  result: Type.Object({
    records: Type.Array(DutySchema),
    total: Type.Integer(),
    current: Type.Integer(),
    size: Type.Integer(),
  }),
});

export const dutySave = defineEndpoint({
  name: 'dutySave',
  method: 'POST',
  path: `${Services.workbench}/ospDeptDutyListConfig/save`,
  access: signedIn,
  summary: 'Adds a duty to a department of the tenant; refused (1004) when the department already has the same description',
  body: Type.Object(DutyFields),
  result: DutySchema,
});

export const dutyUpdate = defineEndpoint({
  name: 'dutyUpdate',
  method: 'POST',
  path: `${Services.workbench}/ospDeptDutyListConfig/update`,
  access: signedIn,
  summary: 'Changes a duty of the tenant',
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...DutyFields }),
  result: DutySchema,
});

export const dutyRemove = defineEndpoint({
  name: 'dutyRemove',
  method: 'POST',
  path: `${Services.workbench}/ospDeptDutyListConfig/remove`,
  access: signedIn,
  summary: 'Deletes duties of the tenant by id (comma list, as Blade sends it); answers how many were deleted',
  body: Type.Object({ ids: Type.String({ minLength: 1, maxLength: 10_000 }) }),
  result: Type.Integer(),
});

export const dutiesEndpoints = [dutyPage, dutySave, dutyUpdate, dutyRemove] as const;
