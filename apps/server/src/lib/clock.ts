/** Injected time source so expiry and lockout can be tested without sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * Where a scheduler's timers come from. A callback returns the run it started, so timers a test
 * drives can wait for it to finish (real timers ignore the value).
 */
export interface SchedulerTimers {
  set(callback: () => Promise<void>, delayMs: number): unknown;
  clear(handle: unknown): void;
}

/** Node's timers, unref'd so a pending run never keeps the process alive. */
export const realTimers: SchedulerTimers = {
  set(callback, delayMs) {
    const timer = setTimeout(() => void callback(), delayMs);
    timer.unref();
    return timer;
  },
  clear(handle) {
    clearTimeout(handle as NodeJS.Timeout | undefined);
  },
};
