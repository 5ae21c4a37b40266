/** Saving a start form with the model is worth a form version only when the designer changed it. */
export function startFormChanged(saved: unknown, edited: unknown): boolean {
  if (edited === undefined) return false;
  return JSON.stringify(saved ?? null) !== JSON.stringify(edited);
}
