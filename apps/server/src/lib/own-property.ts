/**
 * DESIGN.md rule 8: a name taken from a request (a column, filter, field, table or dictionary
 * code) is looked up among an allowlist's own properties only. `record[name]` would also find
 * `constructor`, `toString` or `__proto__` on Object.prototype and hand a function to code that
 * expects an allowlist entry.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
