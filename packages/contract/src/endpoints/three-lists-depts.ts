import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { DutySchema } from './duties.ts';
import { PageSchema, SEARCH_KEYWORD_MAX } from './services.ts';
import { DUTY_SERVICES_MAX, InventoryDeptInfoSchema, THREE_LISTS_MENU, THREE_LISTS_PAGE_SIZE_MAX } from './three-lists.ts';

/*
 * Department calls of SPEC §7 "Department and duty" (workbench), served by the
 * three-lists module (docs/design/three-lists.md). The department tree is
 * public; the ospDeptInfo calls are for those who may administer departments:
 * holders of the threeListsConfig menu administer every department, a
 * department administrator only the departments assigned to them. Those calls
 * answer 403 noDeptAdmin to anyone else, and 403 notDeptAdmin for a department
 * outside the caller's.
 */

const WB = Services.workbench;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DEPT_DESCRIPTION_MAX = 1000;
export const DEPT_CONTACT_MAX = 200;

export const DeptNodeSchema = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.String(),
      code: Type.String(),
      name: Type.String(),
      parentId: Nullable(Type.String()),
      sort: Type.Integer(),
      children: Type.Array(Node),
    }),
  { $id: 'DeptNode' },
);
export type DeptNode = Static<typeof DeptNodeSchema>;

export const deptTree = defineEndpoint({
  name: 'deptTree',
  method: 'GET',
  path: `${WB}/baseService/getDeptTree`,
  visitorPath: `${WB}/nobody/preLogin/deptTree`,
  access: visitor,
  summary: "The tenant's departments as a tree by parent, each level in department order",
  result: Type.Array(DeptNodeSchema),
});

export const deptTreePower = defineEndpoint({
  name: 'deptTreePower',
  method: 'POST',
  path: `${WB}/baseService/getDeptTreePower`,
  access: signedIn,
  summary:
    'The departments the caller may administer, as a tree (a department whose parent is not theirs is a root); all for threeListsConfig holders, empty for most users',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(DeptNodeSchema),
});

/** A department as its administrators maintain it: public information, counts over every service (shelved or not) and links. */
export const DeptInfoSchema = Type.Composite([
  InventoryDeptInfoSchema,
  Type.Object({
    /** Duties with at least one linked service. */
    linkedDutyCount: Type.Integer({ minimum: 0 }),
    /** Whether the department is left off the public page (tripleList hiddenDeptIds). */
    hidden: Type.Boolean(),
  }),
]);
export type DeptInfo = Static<typeof DeptInfoSchema>;

const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: THREE_LISTS_PAGE_SIZE_MAX, default: 10 })),
};

export const deptInfoPage = defineEndpoint({
  name: 'deptInfoPage',
  method: 'POST',
  path: `${WB}/ospDeptInfo/page`,
  access: signedIn,
  summary:
    'A page of the departments the caller may administer, in tree order; deptName matches name or code by substring, categoryId narrows ("" = uncategorised)',
  body: Type.Object({
    ...Paging,
    deptName: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
    categoryId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  result: PageSchema(DeptInfoSchema),
});

export const deptInfoUpdate = defineEndpoint({
  name: 'deptInfoUpdate',
  method: 'POST',
  path: `${WB}/ospDeptInfo/update`,
  access: signedIn,
  summary: "Sets a department's category (null: uncategorised), order, description and contact",
  body: Type.Object({
    deptId: Id,
    categoryId: Nullable(Id),
    sort: Type.Integer({ minimum: 0, maximum: 99_999 }),
    description: Type.String({ maxLength: DEPT_DESCRIPTION_MAX }),
    contact: Type.String({ maxLength: DEPT_CONTACT_MAX }),
  }),
  result: DeptInfoSchema,
});

export const deptNoSetDuty = defineEndpoint({
  name: 'deptNoSetDuty',
  method: 'POST',
  path: `${WB}/ospDeptInfo/noSetDutyDept`,
  access: signedIn,
  summary: 'The departments the caller may administer that have no duty yet, in tree order',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), categoryName: Type.String() })),
});

export const DeptServiceOptionSchema = Type.Object({
  serviceId: Type.String(),
  serviceName: Type.String(),
  deptId: Type.String(),
  deptName: Type.String(),
  shelf: Type.Boolean(),
  visitorVisible: Type.Boolean(),
  /** Whether it is linked to the duty of the query (false without dutyId). */
  linked: Type.Boolean(),
});
export type DeptServiceOption = Static<typeof DeptServiceOptionSchema>;

export const deptQueryServiceInfo = defineEndpoint({
  name: 'deptQueryServiceInfo',
  method: 'POST',
  path: `${WB}/ospDeptInfo/queryServiceInfo`,
  access: signedIn,
  summary:
    "The service picker: a page of a department's services, shelved or not, in service order, marked when linked to dutyId; serviceName matches by substring",
  body: Type.Object({
    ...Paging,
    deptId: Id,
    dutyId: Type.Optional(Id),
    serviceName: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
  }),
  result: PageSchema(DeptServiceOptionSchema),
});

const LinkBody = Type.Object({
  dutyId: Id,
  serviceIds: Type.Array(Id, { minItems: 1, maxItems: DUTY_SERVICES_MAX }),
});

export const deptLinkServices = defineEndpoint({
  name: 'deptLinkServices',
  method: 'POST',
  path: `${WB}/ospDeptInfo/linkService`,
  access: signedIn,
  summary:
    "Links services of the tenant to a duty of a department the caller administers (already linked ones are kept); answers the duty's link count",
  body: LinkBody,
  result: Type.Integer({ minimum: 0 }),
});

export const deptUnlinkServices = defineEndpoint({
  name: 'deptUnlinkServices',
  method: 'POST',
  path: `${WB}/ospDeptInfo/unlinkService`,
  access: signedIn,
  summary: "Unlinks services from a duty of a department the caller administers; answers the duty's link count",
  body: LinkBody,
  result: Type.Integer({ minimum: 0 }),
});

/** The relation as its administrators manage it: every linked service, shelved or not, whoever may see it. */
export const AdminDeptRelationSchema = Type.Object({
  deptId: Type.String(),
  deptName: Type.String(),
  duties: Type.Array(Type.Object({ duty: DutySchema, services: Type.Array(DeptServiceOptionSchema) })),
  /** The department's services, shelved or not, linked to no duty at all. */
  servicesWithoutDuty: Type.Array(DeptServiceOptionSchema),
});
export type AdminDeptRelation = Static<typeof AdminDeptRelationSchema>;

export const deptAdminDutyAndService = defineEndpoint({
  name: 'deptAdminDutyAndService',
  method: 'POST',
  path: `${WB}/ospDeptInfo/adminDutyAndService`,
  access: signedIn,
  summary:
    "The links of a department the caller administers: every duty with every linked service (shelved or not, of any audience), whatever the public page's switches and visibility",
  body: Type.Object({ deptId: Id }),
  result: AdminDeptRelationSchema,
});

// Department administrators (threeListsConfig holders assign them).

export const DEPT_ADMIN_DEPTS_MAX = 50;
export const DEPT_ADMIN_USER_OPTIONS_MAX = 20;

export const DeptAdminUserSchema = Type.Object({
  userId: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  /** The user's own department ('' when none). */
  userDeptName: Type.String(),
});
export type DeptAdminUser = Static<typeof DeptAdminUserSchema>;

export const DeptAdminSchema = Type.Composite([
  DeptAdminUserSchema,
  Type.Object({ depts: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() })) }),
]);
export type DeptAdmin = Static<typeof DeptAdminSchema>;

export const deptAdminList = defineEndpoint({
  name: 'deptAdminList',
  method: 'POST',
  path: `${WB}/ospDeptInfo/adminList`,
  access: configMenu(THREE_LISTS_MENU),
  summary:
    'A page of the department administrators, by account, each with the departments assigned to them in tree order; keyword matches account or name, deptId narrows',
  body: Type.Object({
    ...Paging,
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
    deptId: Type.Optional(Id),
  }),
  result: PageSchema(DeptAdminSchema),
});

export const deptAdminUserOptions = defineEndpoint({
  name: 'deptAdminUserOptions',
  method: 'POST',
  path: `${WB}/ospDeptInfo/adminUserOptions`,
  access: configMenu(THREE_LISTS_MENU),
  summary: `Active users of the tenant whose account or name contains the keyword, by account, at most ${DEPT_ADMIN_USER_OPTIONS_MAX}`,
  body: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: SEARCH_KEYWORD_MAX }) }),
  result: Type.Array(DeptAdminUserSchema),
});

const AdminBody = Type.Object({
  userId: Id,
  deptIds: Type.Array(Id, { minItems: 1, maxItems: DEPT_ADMIN_DEPTS_MAX }),
});

export const deptAdminAssign = defineEndpoint({
  name: 'deptAdminAssign',
  method: 'POST',
  path: `${WB}/ospDeptInfo/assignAdmin`,
  access: configMenu(THREE_LISTS_MENU),
  summary:
    'Makes a user administrator of departments (ones already assigned are kept once); answers the user with every department now assigned',
  body: AdminBody,
  result: DeptAdminSchema,
});

export const deptAdminRemove = defineEndpoint({
  name: 'deptAdminRemove',
  method: 'POST',
  path: `${WB}/ospDeptInfo/removeAdmin`,
  access: configMenu(THREE_LISTS_MENU),
  summary: "Takes departments from a user's administration (ones not assigned are ignored); answers how many remain assigned",
  body: AdminBody,
  result: Type.Integer({ minimum: 0 }),
});

export const threeListsDeptEndpoints = [
  deptTree,
  deptTreePower,
  deptInfoPage,
  deptInfoUpdate,
  deptNoSetDuty,
  deptQueryServiceInfo,
  deptLinkServices,
  deptUnlinkServices,
  deptAdminDutyAndService,
  deptAdminList,
  deptAdminUserOptions,
  deptAdminAssign,
  deptAdminRemove,
] as const;
