import { MESSAGES, mobile } from '@bus/contracts';

/** The shared mobile rule (spec 01 section 5); an empty value is not a mobile here. */
export const MOBILE_MESSAGE = MESSAGES.mobile;
export const isMobile = (value: string) => value.trim() !== '' && mobile(value) === null;
