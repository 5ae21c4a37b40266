/**
 * Switch inputs (spec 03 section 5 "Other"): 0, false, '0' and empty (null, undefined, '') are
 * off; any other value is on. Stored values come back as numbers, booleans or strings, so the
 * switch reads them all the same way.
 */
export function isSwitchOn(value: unknown): boolean {
  return !(value === 0 || value === false || value === '0' || value === '' || value === null || value === undefined);
}

/** The value to store for a switch position, in the caller's vocabulary (default 1 / 0). */
export function switchValue<On = number, Off = number>(checked: boolean, on: On = 1 as On, off: Off = 0 as Off): On | Off {
  return checked ? on : off;
}
