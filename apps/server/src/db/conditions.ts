import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

/**
 * A search condition on a list field (the export dialog's formInline and
 * advancedSearch). Fields are list keys, never column names: each repository
 * maps the keys it allows to its own columns, and unknown keys are refused
 * before SQL is built.
 */
export interface Condition {
  field: string;
  operator: 'eq' | 'ne' | 'like' | 'in';
  value: string | number | (string | number)[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ANDs conditions over the columns a repository maps field keys to (qualified, e.g. `d.duty_type`). */
export function whereConditions<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  conditions: readonly Condition[],
  columns: Readonly<Record<string, string>>,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const c of conditions) {
    const column = columns[c.field];
    if (!column) throw new Error(`Field ${c.field} cannot be searched`);
    const ref = sql.ref(column);
    if (c.operator === 'in') {
      const values = Array.isArray(c.value) ? c.value : [c.value];
      parts.push(values.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${ref} in (${sql.join(values.map(String))})`);
    } else {
      const value = String(Array.isArray(c.value) ? c.value[0] : c.value);
      if (c.operator === 'like') parts.push(sql<SqlBool>`${ref} like ${`%${escapeLike(value)}%`} escape '\\'`);
      else parts.push(sql<SqlBool>`${ref} ${sql.raw(c.operator === 'eq' ? '=' : '<>')} ${value}`);
    }
  }
  return eb.and(parts);
}
