import type { Period } from '@onehall/contract';

/** What every report part is asked for: the period, an optional department, and who asks. */
export interface ReportScope {
  period: Period;
  deptId?: string;
  signedIn: boolean;
}

/** The body fields every report call shares. */
export const scopeQuery = ({ period, deptId }: ReportScope) => (deptId ? { period, deptId } : { period });
