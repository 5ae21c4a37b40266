/**
 * The key checks run before writing; the partial unique index is the backstop when two requests
 * race for the same key. Its violation (SQLSTATE 23505, possibly wrapped by drizzle) becomes the
 * same 422 naming the field, never a 500.
 */
import { fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql-state';

export async function mapUniqueViolation<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, message);
    throw error;
  }
}
