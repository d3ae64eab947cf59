import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from '../platform/http/app-error.ts';

/**
 * A search condition on a list field (the export dialog's formInline and
 * advancedSearch). Fields are list keys, never column names: each repository
 * maps the keys it allows to its own columns, and other keys (unknown, or
 * list fields that are not searchable, such as an initial password) are
 * refused with 400 before SQL is built.
 */
export interface Condition {
  field: string;
  operator: 'eq' | 'ne' | 'like' | 'in';
  value: string | number | (string | number)[];
}

/** Escapes LIKE wildcards of user text; used with `escape '\\'`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ANDs conditions over the columns a repository maps field keys to (qualified, e.g. `d.duty_type`). */
export function whereConditions<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  conditions: readonly Condition[],
  columns: Readonly<Record<string, string>>,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  for (const c of conditions) {
    // Own keys only: `constructor` or `__proto__` must not reach an inherited member.
    const column = Object.hasOwn(columns, c.field) ? columns[c.field] : undefined;
    if (!column) throw badRequest(`字段 ${c.field} 不支持搜索`);
    // Values arrive as text; compared as text, so a number column (status, sort) takes any
    // value or operator in both dialects (PostgreSQL refuses `integer = 'x'` and `integer like`).
    const ref = sql`cast(${sql.ref(column)} as text)`;
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
