/** How a model's start form is kept: its own form (kind start) with its own history, linked by id. */
export const startFormKeyOf = (processKey: string) => `${processKey}_start`;
export const startFormNameOf = (processName: string) => `${processName}-发起表单`;

/** Saving a start form is worth a version only when the designer changed it. */
export function startFormChanged(saved: unknown, edited: unknown): boolean {
  if (edited === undefined) return false;
  return JSON.stringify(saved ?? null) !== JSON.stringify(edited);
}

/** A second key when the first is taken by another form: `<key>_<4 random letters or digits>`. */
export function alternativeFormKey(key: string, random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `${key}_${Array.from({ length: 4 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`;
}
