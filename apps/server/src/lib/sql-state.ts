/**
 * The SQLSTATE of a database error, also when drizzle wraps the driver's error (its `cause`), on
 * PostgreSQL and on the embedded database alike.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Two requests raced for the same key and the unique index stopped the second (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * PostgreSQL gave up on the transaction to let another one go on (40P01 deadlock detected, 40001
 * serialization failure): nothing of it was stored, and running it again from the start is how
 * PostgreSQL's documentation says to answer.
 */
export const isRetryableConflict = (error: unknown) => {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
};
