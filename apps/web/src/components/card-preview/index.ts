import './card-preview.css';

export type { CardActions } from './card-actions.ts';
export { CardPreviewDialog, type CardPreviewDialogProps, PREVIEW_TABS } from './card-preview-dialog.tsx';
export type { Row, ServiceRow, ToolRow } from './card-rows.ts';
export { CardEmpty, CardError, CardSkeleton } from './card-states.tsx';
export { type CardHead, CardShell, CardView, type CardViewProps } from './card-view.tsx';
export { serviceIframPath } from './frame/frame.ts';
