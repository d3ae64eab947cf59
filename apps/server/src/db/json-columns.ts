/*
 * JSON kept in text columns (the same on SQLite and PostgreSQL): lists of
 * materials, links, roles, mappings. A value that is not what the column
 * should hold reads as empty rather than failing the page that shows it.
 */

/** The items of a JSON array column; none when the text is not a JSON array. */
export function jsonArrayColumn<T = unknown>(text: string | null | undefined): T[] {
  const value = jsonColumn<unknown>(text, []);
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The value of a JSON column, or `fallback` when the text is not JSON. */
export function jsonColumn<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
