import type { Row, ServiceRow, ToolRow } from './card-rows.ts';

/** What a click on a card item does; a card without actions (the configuration preview) shows items without links. */
export interface CardActions {
  openService?: (service: ServiceRow) => void;
  openTool?: (tool: ToolRow) => void;
  /** An item's own address (a to-do, a news detail, a process record). */
  openLink?: (url: string, row: Row) => void;
  /** Whether the header links 「更多」 to the page of the card's kind (the home page does; the preview does not). */
  showMore?: boolean;
}
