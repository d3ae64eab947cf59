/** Index types and cards of the home page (SPEC §7 "Index configuration", page homePageConfig); card and column writes refresh them too. */
export const indexKey = ['cards', 'index'] as const;

/** A card's basic config and its columns (SPEC §7 "Card configuration", page cardBusinessConfig). */
export const cardBasicKey = ['cards', 'basic'] as const;
export const columnsKey = ['cards', 'columns'] as const;

/** Registered APIs are also data sources, so a write refreshes both lists. */
export const apisKey = ['cards', 'apis'] as const;
export const dataSourcesKey = ['cards', 'dataSources'] as const;

/** 办事指南配置 goes through the service configuration endpoints: a guide is part of a service. */
export const guidesKey = ['cards', 'guides'] as const;

/** The home page's quick navigation (indexnavigationconfig) and footer (indexfooterinfo). */
export const quickNavKey = ['cards', 'quickNav'] as const;
export const footerKey = ['cards', 'footer'] as const;

/** The tenant's password policy (eduSystemManagePwdConfig), managed beside the role pages. */
export const passwordPolicyKey = ['cards', 'passwordPolicy'] as const;

/** Which configuration pages each role may open (managed from the home-page configuration, ROLE_PAGES_MENU). */
export const rolePagesKey = ['cards', 'rolePages'] as const;

/** Business systems that push to-do items (cardbusinessconfig) and the to-do number reminder. */
export const todoSystemsKey = ['cards', 'todoSystems'] as const;
export const todoRemindKey = ['cards', 'todoRemind'] as const;
