export { type DataRange, ExportDialog, type ExportDialogProps } from './export-dialog.tsx';
export { ImportWizard, type ImportWizardProps } from './import-wizard.tsx';
