export { ConfigPage, type ConfigPageProps, ConfigPanel, type ConfigPanelProps } from './config-page.tsx';
export { ConfigSearch, type ConfigSearchProps } from './config-search.tsx';
export { type ConfigPaging, ConfigTable, type ConfigTableProps, PAGE_SIZES } from './config-table.tsx';
export { type FieldRuleSpec, fieldRules, SITE_OR_WEB_ADDRESS } from './field-rules.ts';
export { FORM_WIDTHS, FormDrawer, FormModal, type FormOverlayProps } from './form-overlay.tsx';
export { PanelForm, PanelFormActions } from './panel-form.tsx';
export { type RowAction, RowActions, type RowActionsProps } from './row-actions.tsx';
export { AddButton, BatchRemoveButton, savedOk, TransferButtons } from './toolbar.tsx';
