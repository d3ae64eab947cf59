/**
 * SPEC §5 "Empty check": null, undefined, the empty string, an empty array and
 * a plain object without own keys are empty. Numbers (0 and NaN included) and
 * booleans are values a user entered, so they are never empty. A string of
 * spaces is not empty: trimming is the form's job, not this check's. Other
 * objects (Date, Map, class instances) are never empty because their content
 * is not in their own keys.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    const plain = proto === Object.prototype || proto === null;
    return plain && Object.keys(value).length === 0;
  }
  return false;
}
