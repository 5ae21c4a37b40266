/**
 * The header greeting by hour (spec 01 section 2.6: before 9 早上好, to 11 上午好, to 13 中午好,
 * before 20 下午好, else 晚上好). The spec's "before 9" means the morning: the hours after
 * midnight are night, and 早上好 at 00:34 read wrong (issue 22). From midnight until 5 it is 凌晨好.
 */
export function greetingFor(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 5) return '凌晨好';
  if (hour < 9) return '早上好';
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

export function welcomeText(realname: string | null | undefined, date: Date = new Date()): string {
  return `${greetingFor(date)}，${realname ?? ''}`;
}
