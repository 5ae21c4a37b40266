/** 12 upper-case hex digits: short enough to read out on the phone, unique enough for a log. */
export function newErrorId(): string {
  return [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join('');
}
