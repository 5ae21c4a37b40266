/**
 * Plain captcha and SMS codes, kept only when NODE_ENV=test so API tests can read them through
 * the /__test__ routes. Null in every other environment.
 */
export interface TestCodes {
  captcha: Map<string, string>;
  sms: Map<string, string>;
}

export const createTestCodes = (): TestCodes => ({ captcha: new Map(), sms: new Map() });
