import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/**
 * 实名认证: a passenger's real-name submission from the app. `id_card` holds the whole number only
 * while it waits; the review replaces it with its masked form (the digest stays to find a duplicate).
 */
export const ispsRealNameRequest = pgTable(
  'isps_real_name_request',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull().default(1),
    memberId: text('member_id').notNull(),
    realName: text('real_name').notNull(),
    idCard: text('id_card').notNull(),
    idCardDigest: text('id_card_digest').notNull(),
    /** the ID card's photos, stored uploads comma-joined */
    photos: text('photos'),
    /** pending | approved | rejected */
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewTime: timestampColumn('review_time'),
    submitTime: timestampColumn('submit_time').notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [index('isps_real_name_state_idx').on(t.tenantId, t.state, t.submitTime)],
);
