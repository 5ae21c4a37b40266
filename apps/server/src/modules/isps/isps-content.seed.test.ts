/** The demo company's passenger-app content: every page has rows, states as a clerk would leave them, the same rows on a second run. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../../db/client';
import { ispsAdvertAccess } from './advert-access/advert-access.table';
import { ispsAppModule } from './app-module/app-module.table';
import { ispsAppUpdate } from './app-update/app-update.table';
import { ispsFeedback, ispsFeedbackReply } from './feedback/feedback.table';
import { ispsInfoArticle } from './info-article/info-article.table';
import { ispsInfoCategory } from './info-category/info-category.table';
import { seedAppContentDemo } from './isps-content.seed';
import { ispsPersonalCustom } from './personal-custom/personal-custom.table';
import { ispsPrivacyAgreement } from './privacy-agreement/privacy-agreement.table';
import { ispsRotationMap } from './rotation-map/rotation-map.table';

let database: DatabaseHandle;
const now = new Date('2026-03-02T01:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const TABLES = [
  ispsFeedback,
  ispsFeedbackReply,
  ispsInfoCategory,
  ispsInfoArticle,
  ispsAppModule,
  ispsRotationMap,
  ispsAdvertAccess,
  ispsPersonalCustom,
  ispsAppUpdate,
  ispsPrivacyAgreement,
];
const counts = async () => Promise.all(TABLES.map(async (table) => (await database.db.select({ n: count() }).from(table))[0].n));

describe('passenger-app content demo seed', () => {
  it('gives every page a few rows, one current agreement, replies of the answered feedback only; twice the same', async () => {
    await seedAppContentDemo(database.db, now);
    const first = await counts();
    expect(first.every((n) => n >= 3)).toBe(true);
    const current = await database.db.select().from(ispsPrivacyAgreement).where(eq(ispsPrivacyAgreement.state, 'current'));
    expect(current.map((row) => row.versionName)).toEqual(['2026 版']);
    const feedback = await database.db.select().from(ispsFeedback);
    const replied = new Set((await database.db.select({ id: ispsFeedbackReply.feedbackId }).from(ispsFeedbackReply)).map((row) => row.id));
    for (const row of feedback) expect(replied.has(row.id), row.content).toBe(row.lastReplyBy !== null);
    // each platform's codes rise with its versions
    const versions = await database.db.select().from(ispsAppUpdate);
    for (const platform of ['android', 'ios']) {
      const mine = versions.filter((v) => v.platform === platform).sort((a, b) => a.createTime.getTime() - b.createTime.getTime());
      expect(mine.map((v) => v.versionCode)).toEqual([...mine.map((v) => v.versionCode)].sort((a, b) => a - b));
    }
    await seedAppContentDemo(database.db, now);
    expect(await counts()).toEqual(first);
  });
});
