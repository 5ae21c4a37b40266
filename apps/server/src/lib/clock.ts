/** Injected time source so expiry and lockout can be tested without sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
