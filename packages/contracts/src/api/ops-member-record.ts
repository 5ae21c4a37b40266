/** A member (passenger) as the pages see it: a leaf the areas' contracts import without the permission catalogue. */
import { z } from 'zod';

export const memberRecordSchema = z.object({
  id: z.string(),
  /** masked: 138****0001 */
  phone: z.string(),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  idCardMasked: z.string().nullable(),
  realNameState: z.string(),
  realNameState_dictText: z.string().optional(),
  cardCount: z.number(),
  status: z.string(),
  status_dictText: z.string().optional(),
  registerTime: z.string().nullable(),
  lastActiveTime: z.string().nullable(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;
