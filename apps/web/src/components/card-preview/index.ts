import './card-preview.css';

export type { CardActions } from './card-bodies.tsx';
export { CardPreviewDialog, type CardPreviewDialogProps, PREVIEW_TABS } from './card-preview-dialog.tsx';
export type { Row, ServiceRow, ToolRow } from './card-rows.ts';
export { type CardHead, CardView, type CardViewProps } from './card-view.tsx';
export { serviceIframPath } from './frame/frame.ts';
