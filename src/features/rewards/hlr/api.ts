/** The HLR calls of spec section 7. Each returns null when the server answers non-ok (logged). */
import { API } from '@contract/api-paths';
import type { HlrLeaderboardResponse, HlrProgressResponse } from '@contract/rewards';
import { apiClient } from '@/lib/api-client';
import { nullWhenNotOk, requireSuccess } from '@/features/rewards/shared/non-ok';
import {
  adaptHlrLeaderboard,
  adaptHlrProgress,
  type HlrLeaderboardView,
  type HlrProgressView,
} from './adapt';

/** Spec section 9: leaderboard page size 20, page 1. */
export const HLR_PAGE = { page: 1, limit: 20 } as const;

export async function fetchHlrProgress(userId: string): Promise<HlrProgressView | null> {
  const res = await nullWhenNotOk(
    apiClient.get<HlrProgressResponse>(API.hlrProgress(userId)),
    'HLR progress',
  );
  return res && adaptHlrProgress(requireSuccess(res.data, 'HLR progress').data);
}

export async function fetchHlrLeaderboard(): Promise<HlrLeaderboardView | null> {
  const res = await nullWhenNotOk(
    apiClient.get<HlrLeaderboardResponse>(API.hlrLeaderboard, { params: HLR_PAGE }),
    'HLR leaderboard',
  );
  return res && adaptHlrLeaderboard(requireSuccess(res.data, 'HLR leaderboard').data);
}
