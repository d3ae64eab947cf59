import type { Principal } from '../../../platform/auth/principal.ts';
import type { Platform } from '../../../platform/context.ts';
import type { ServicesContext } from '../../services/context.ts';

/*
 * What a card column reads: the boundary between card configuration
 * (modules/cards) and the data sources (modules/cards/sources). A column names
 * a built-in source by key, or the registered external API `API` with its id.
 */

/** The caller a column is read for: data is always that user's own, in their tenant. */
export interface SourceCaller {
  platform: Platform;
  principal: Principal;
  /** The node's services context: the service sources read visibility from its index. */
  services: ServicesContext;
}

export interface ColumnSource {
  /** A built-in source key (see sources/index.ts) or `API`. */
  dataSource: string;
  /** The registered external API, when dataSource is `API`. */
  apiId?: string | null;
  /** Request parameter values configured on the column (name → value). */
  params: Record<string, string>;
  /** Most rows wanted (the card's display rows decide it). */
  limit: number;
}

/** One returned field: what the card mapping can show (`field` → `chineseName`). */
export interface SourceField {
  field: string;
  chineseName: string;
}

export interface SourceRows {
  /** How many items there are in all (badges, `num` of staging columns, `todoNum`). */
  num: number;
  /** The first `limit` rows; keys are the source's fields. */
  rows: Record<string, unknown>[];
  /** Items past their deadline (`todoTimeoutNum`), where the source knows deadlines. */
  timeoutNum?: number;
  /**
   * Set instead of throwing when the source could not be read (an external API
   * timed out, a parameter has the wrong type …): a clear Chinese message the
   * card shows in this column, so one failing column never breaks the card.
   */
  error?: string;
}

export interface BuiltInSource {
  key: string;
  /** Chinese name shown in the data-source list. */
  name: string;
  fields: readonly SourceField[];
  read(caller: SourceCaller, column: ColumnSource): Promise<SourceRows>;
}
