/**
 * The time source for everything with a deadline (sessions, codes, throttles). Injected through
 * buildApp so tests move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
