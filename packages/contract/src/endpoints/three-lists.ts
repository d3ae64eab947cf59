import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { DUTIES_MENU, DutySchema } from './duties.ts';
import { PageSchema, SEARCH_KEYWORD_MAX, ServiceListItemSchema } from './services.ts';

/*
 * Three lists (三清单, SPEC §1, §7 "Three-lists"; docs/design/three-lists.md):
 * every department's duties (职责清单), the services it provides (服务清单) and
 * which services carry out which duty (关系清单), grouped by department category.
 * The public calls are `visitor` with a `nobody/preLogin` twin served by the
 * same handler; a token, when sent, widens the services the caller sees exactly
 * as in the service hall. The department calls of SPEC §7 "Department and duty"
 * are in `three-lists-depts.ts`.
 */

/** Configuration-menu entry of /userFrameConfig/threeListsConfig (also guards the duty list and /home/deptResponsibilityListConfig). */
export const THREE_LISTS_MENU = DUTIES_MENU;

const OSP = Services.onlineServicePlatform;
const PRELOGIN = `${OSP}/nobody/preLogin`;
const WB = Services.workbench;

const Id = Type.String({ minLength: 1, maxLength: 64 });

export const THREE_LISTS_TITLE_MAX = 50;
export const THREE_LISTS_INTRODUCTION_MAX = 500;
export const DEPT_CATEGORY_NAME_MAX = 20;
export const DEPT_CATEGORIES_MAX = 20;
export const THREE_LISTS_PAGE_SIZE_MAX = 100;
/** Services one duty may be linked to. */
export const DUTY_SERVICES_MAX = 20;

/** Defaults of a tenant that never saved the configuration. */
export const THREE_LISTS_DEFAULT_TITLE = '三清单';
export const THREE_LISTS_DEFAULT_INTRODUCTION = '公开学校各部门的职责清单、服务清单及职责与服务的对应关系，方便师生查询与监督。';
/** Departments whose category is unset or hidden are listed under this heading (id ''), unless hidden themselves. */
export const UNCATEGORISED_NAME = '其他部门';

/** The three lists, as the configuration switches and the messages name them. */
export const THREE_LISTS = { duties: '职责清单', services: '服务清单', relation: '关系清单' } as const;
export type ThreeListKey = keyof typeof THREE_LISTS;

export const ThreeListsMessages = {
  visitorsClosed: '三清单暂未向访客开放，请登录后查看',
  listHidden: (list: ThreeListKey) => `管理员已关闭${THREE_LISTS[list]}，暂不提供查询`,
  deptUnknown: '部门不存在或已删除，请刷新后重试',
  deptHidden: '该部门未在三清单中公开',
  categoryUnknown: '部门分类不存在或已删除，请刷新后重新选择',
  categoryDuplicate: (name: string) => `分类名称「${name}」重复，请修改后再保存`,
  categoryInUse: (name: string) => `分类「${name}」下仍有部门，请先为这些部门另选分类，再删除该分类`,
  dutyUnknown: '职责不存在或已删除，请刷新后重试',
  serviceUnknown: '所选服务不存在或已删除，请刷新后重新选择',
  tooManyLinks: `每条职责最多关联${DUTY_SERVICES_MAX}个服务，请先取消部分关联`,
  notDeptAdmin: '您不是该部门的管理员，无法维护该部门的信息',
  noDeptAdmin: '您没有可以管理的部门，请联系系统管理员开通',
  userUnknown: '所选用户不存在或已停用，请重新搜索选择',
} as const;

// Configuration (tripleList).

export const DeptCategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  /** Whether its departments appear on the public page. */
  shown: Type.Boolean(),
});
export type DeptCategory = Static<typeof DeptCategorySchema>;

const ConfigSwitches = {
  title: Type.String({ minLength: 1, maxLength: THREE_LISTS_TITLE_MAX }),
  introduction: Type.String({ maxLength: THREE_LISTS_INTRODUCTION_MAX }),
  showDuties: Type.Boolean(),
  showServices: Type.Boolean(),
  showRelation: Type.Boolean(),
  /** Whether visitors may open the page (the nobody/preLogin calls answer 403 visitorsClosed otherwise). */
  visitorAllowed: Type.Boolean(),
  /** Whether a duty must have a type (duty save, update and import). */
  isDutyTypeMust: Type.Boolean(),
  /** Departments left off the public page. */
  hiddenDeptIds: Type.Array(Id, { maxItems: 5000 }),
};

export const ThreeListsConfigSchema = Type.Object({
  ...ConfigSwitches,
  /** In display order. */
  categories: Type.Array(DeptCategorySchema),
});
export type ThreeListsConfig = Static<typeof ThreeListsConfigSchema>;

export const tripleListGetConfig = defineEndpoint({
  name: 'tripleListGetConfig',
  method: 'POST',
  path: `${OSP}/nobody/tripleList/getConfig`,
  access: visitor,
  summary: 'The three-lists page configuration of the tenant (defaults until an administrator saves one)',
  body: Type.Optional(Type.Object({})),
  result: ThreeListsConfigSchema,
});

export const tripleListSaveConfig = defineEndpoint({
  name: 'tripleListSaveConfig',
  method: 'POST',
  path: `${OSP}/tripleList/saveConfig`,
  access: configMenu(THREE_LISTS_MENU),
  summary:
    'Saves the configuration; categories in display order: an item without id is added, one missing from the list is deleted (refused while departments hold it)',
  body: Type.Object({
    ...ConfigSwitches,
    categories: Type.Array(
      Type.Object({
        id: Type.Optional(Id),
        name: Type.String({ minLength: 1, maxLength: DEPT_CATEGORY_NAME_MAX }),
        shown: Type.Boolean(),
      }),
      { maxItems: DEPT_CATEGORIES_MAX },
    ),
  }),
  result: ThreeListsConfigSchema,
});

export const getAllDeptCategory = defineEndpoint({
  name: 'getAllDeptCategory',
  method: 'POST',
  path: `${OSP}/indexnavigationconfig/getAllDeptCategory`,
  access: signedIn,
  summary: 'Every department category of the tenant in display order, shown or not (for the category selects)',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(DeptCategorySchema),
});

// The public inventory (threeInventory).

export const InventoryDeptSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** '' when uncategorised. */
  categoryId: Type.String(),
  sort: Type.Integer(),
  dutyCount: Type.Integer({ minimum: 0 }),
  /** Services of the department the caller may see. */
  serviceCount: Type.Integer({ minimum: 0 }),
});
export type InventoryDept = Static<typeof InventoryDeptSchema>;

export const InventoryCategorySchema = Type.Object({
  /** '' for UNCATEGORISED_NAME. */
  id: Type.String(),
  name: Type.String(),
  deptCount: Type.Integer({ minimum: 0 }),
  dutyCount: Type.Integer({ minimum: 0 }),
  serviceCount: Type.Integer({ minimum: 0 }),
  depts: Type.Array(InventoryDeptSchema),
});
export type InventoryCategory = Static<typeof InventoryCategorySchema>;

export const threeInventoryGetTree = defineEndpoint({
  name: 'threeInventoryGetTree',
  method: 'POST',
  path: `${OSP}/threeInventory/getTree`,
  visitorPath: `${PRELOGIN}/threeInventory/getTree`,
  access: visitor,
  summary: 'Shown categories in order, each with its shown departments (in department order) and their counts',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(InventoryCategorySchema),
});

export const threeInventoryCount = defineEndpoint({
  name: 'threeInventoryCount',
  method: 'POST',
  path: `${OSP}/threeInventory/threeInventoryCount`,
  visitorPath: `${PRELOGIN}/threeInventoryCount`,
  access: visitor,
  summary: 'School totals over the shown departments: departments, duties, services the caller may see, and duty–service links among them',
  body: Type.Optional(Type.Object({})),
  result: Type.Object({
    deptCount: Type.Integer({ minimum: 0 }),
    dutyCount: Type.Integer({ minimum: 0 }),
    serviceCount: Type.Integer({ minimum: 0 }),
    linkCount: Type.Integer({ minimum: 0 }),
  }),
});

export const threeInventoryServiceCount = defineEndpoint({
  name: 'threeInventoryServiceCount',
  method: 'POST',
  path: `${OSP}/threeInventory/serviceCount`,
  visitorPath: `${PRELOGIN}/serviceCount`,
  access: visitor,
  summary: 'Services the caller may see per shown department, most first (ties in department order); departments with none included',
  body: Type.Optional(Type.Object({})),
  result: Type.Array(Type.Object({ deptId: Type.String(), deptName: Type.String(), serviceCount: Type.Integer({ minimum: 0 }) })),
});

const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: THREE_LISTS_PAGE_SIZE_MAX, default: 10 })),
};

/** A department as the inventory page shows it: its public information and counts. */
export const InventoryDeptInfoSchema = Type.Composite([
  InventoryDeptSchema,
  Type.Object({
    categoryName: Type.String(),
    description: Type.String(),
    contact: Type.String(),
  }),
]);
export type InventoryDeptInfo = Static<typeof InventoryDeptInfoSchema>;

export const threeInventoryPage = defineEndpoint({
  name: 'threeInventoryPage',
  method: 'POST',
  path: `${OSP}/threeInventory/page`,
  visitorPath: `${PRELOGIN}/threeInventory/page`,
  access: visitor,
  summary:
    'A page of shown departments in tree order with description, contact and counts; deptName matches name or code by substring, categoryId narrows ("" = uncategorised)',
  body: Type.Object({
    ...Paging,
    deptName: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
    categoryId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  result: PageSchema(InventoryDeptInfoSchema),
});

/** A duty of the inventory: the duty and how many of its linked services the caller may see. */
export const InventoryDutySchema = Type.Composite([DutySchema, Type.Object({ serviceCount: Type.Integer({ minimum: 0 }) })]);
export type InventoryDuty = Static<typeof InventoryDutySchema>;

export const threeInventoryQueryDuty = defineEndpoint({
  name: 'threeInventoryQueryDuty',
  method: 'POST',
  path: `${OSP}/threeInventory/queryDuty`,
  visitorPath: `${PRELOGIN}/threeInventory/queryDuty`,
  access: visitor,
  summary:
    'A page of duties of shown departments (of one when deptId is given), in department then duty order; keyword matches description or basis by substring',
  body: Type.Object({
    ...Paging,
    deptId: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
    dutyType: Type.Optional(Type.String({ maxLength: 8 })),
  }),
  result: PageSchema(InventoryDutySchema),
});

/** A service of the inventory: the service-hall list item and the ids of the duties it carries out. */
export const InventoryServiceSchema = Type.Composite([ServiceListItemSchema, Type.Object({ dutyIds: Type.Array(Type.String()) })]);
export type InventoryService = Static<typeof InventoryServiceSchema>;

export const threeInventoryQueryService = defineEndpoint({
  name: 'threeInventoryQueryService',
  method: 'POST',
  path: `${OSP}/threeInventory/queryService`,
  visitorPath: `${PRELOGIN}/threeInventory/queryService`,
  access: visitor,
  summary:
    'A page of services the caller may see, of shown departments (of one when deptId is given), in department then service order; keyword matches name or keywords by substring',
  body: Type.Object({
    ...Paging,
    deptId: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ maxLength: SEARCH_KEYWORD_MAX })),
  }),
  result: PageSchema(InventoryServiceSchema),
});

// The relation list (dutyAndService; visitors: getServiceDeptRelation).

export const DutyServicesSchema = Type.Object({
  duty: DutySchema,
  /** Linked services the caller may see, in service order; empty: a duty with no service. */
  services: Type.Array(ServiceListItemSchema),
});

export const DeptRelationSchema = Type.Object({
  deptId: Type.String(),
  deptName: Type.String(),
  duties: Type.Array(DutyServicesSchema),
  /** Services of the department the caller may see that carry out no duty. */
  servicesWithoutDuty: Type.Array(ServiceListItemSchema),
});
export type DeptRelation = Static<typeof DeptRelationSchema>;

export const deptDutyAndService = defineEndpoint({
  name: 'deptDutyAndService',
  method: 'POST',
  path: `${WB}/ospDeptInfo/dutyAndService`,
  visitorPath: `${WB}/nobody/baseService/getServiceDeptRelation`,
  access: visitor,
  summary: "One shown department's duties, each with the linked services the caller may see, and its services carrying out no duty",
  body: Type.Object({ deptId: Id }),
  result: DeptRelationSchema,
});

export const isDutyTypeMust = defineEndpoint({
  name: 'isDutyTypeMust',
  method: 'GET',
  path: `${WB}/ospDeptDutyListConfig/isDutyTypeMust`,
  visitorPath: `${WB}/nobody/isDutyTypeMust`,
  access: visitor,
  summary: 'Whether a duty must have a type (the duty form marks the field required)',
  result: Type.Boolean(),
});

export const threeListsEndpoints = [
  tripleListGetConfig,
  tripleListSaveConfig,
  getAllDeptCategory,
  threeInventoryGetTree,
  threeInventoryCount,
  threeInventoryServiceCount,
  threeInventoryPage,
  threeInventoryQueryDuty,
  threeInventoryQueryService,
  deptDutyAndService,
  isDutyTypeMust,
] as const;
