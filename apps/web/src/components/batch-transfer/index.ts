import { createElement, lazy, Suspense, useState } from 'react';
import type { ExportDialogProps } from './export-dialog.tsx';
import type { ImportWizardProps } from './import-wizard.tsx';

export type { DataRange, ExportDialogProps } from './export-dialog.tsx';
export type { ImportWizardProps } from './import-wizard.tsx';

/*
 * The dialogs' code (upload, steps, job polling) is fetched the first time one
 * is opened, not with the list page that offers it. Once opened it stays
 * mounted, so an import or export job's progress dialog outlives the closing
 * of the form that started it.
 */

const LazyImportWizard = lazy(() => import('./import-wizard.tsx').then((m) => ({ default: m.ImportWizard })));
const LazyExportDialog = lazy(() => import('./export-dialog.tsx').then((m) => ({ default: m.ExportDialog })));

/** Whether the dialog has been open at least once. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ImportWizard(props: ImportWizardProps) {
  if (!useOpenedOnce(props.open)) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyImportWizard, props));
}

export function ExportDialog(props: ExportDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyExportDialog, props));
}
