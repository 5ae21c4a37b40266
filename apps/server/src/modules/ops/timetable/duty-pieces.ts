/**
 * Crew pieces (班段): a vehicle block cut at its terminals into the stretches one driver drives
 * before another relieves him. A piece runs at most the continuous-driving limit from its first
 * departure to its last arrival (the night limit when it touches 22:00-06:00, as the duty-rule
 * checker reads a spell), so a piece alone never breaks a rule; a driver's day is one or more
 * pieces with a real break between them (fleet/crew-roster.ts gives them out).
 */
import type { DutyRule } from '@bus/contracts';
import { touchesNight } from '../fleet/duty-check';

export interface PieceLimits {
  /** the longest a piece may run, by day and when it touches the night */
  daySecs: number;
  nightSecs: number;
}

/** The limits of the tenant's continuous-driving rules (a rule switched off sets none). */
export function pieceLimitsOf(rules: readonly DutyRule[]): PieceLimits {
  const limit = (code: 'continuous_day' | 'continuous_night') => {
    const rule = rules.find((r) => r.code === code);
    return rule?.enabled && rule.limitMinutes !== null ? rule.limitMinutes * 60 : Number.POSITIVE_INFINITY;
  };
  return { daySecs: limit('continuous_day'), nightSecs: limit('continuous_night') };
}

/**
 * A block's trips (in order) in pieces: each piece takes the next trip while it still ends within
 * its limit. A trip longer than the limit on its own is a piece of its own (the checker will say so).
 */
export function cutPieces<T extends { startTime: number; endTime: number }>(trips: readonly T[], limits: PieceLimits): T[][] {
  const pieces: T[][] = [];
  for (const trip of trips) {
    const piece = pieces.at(-1);
    if (piece) {
      const start = piece[0].startTime;
      const limit = touchesNight(start, trip.endTime) ? limits.nightSecs : limits.daySecs;
      if (trip.endTime - start <= limit) {
        piece.push(trip);
        continue;
      }
    }
    pieces.push([trip]);
  }
  return pieces;
}

/** `<block code>-1` for the first piece of a block */
export const pieceCode = (blockCode: string, index: number) => `${blockCode}-${index + 1}`;
