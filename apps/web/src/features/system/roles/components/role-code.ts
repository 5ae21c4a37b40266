/** Same rule as the server's roleCodePattern (contracts) — repeated here so the page does not pull zod. */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,49}$/;
export const roleCodePatternText = '角色编码以字母开头，只能包含字母、数字和下划线（2 - 50 位）';
