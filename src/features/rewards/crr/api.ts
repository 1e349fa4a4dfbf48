import { API } from '@contract/api-paths';
import { apiClient } from '@/lib/api-client';
import { readCrrBoard, type CrrBoard } from './leaderboard-adapter';
import { readRankTracking, type CrrProgress } from './rank-tracking-adapter';

export const crrApi = {
  rankTracking: (userId: string): Promise<CrrProgress> =>
    apiClient.get<unknown>(API.crrRankTracking(userId)).then((r) => readRankTracking(r.data)),
  leaderboard: (): Promise<CrrBoard> =>
    apiClient.get<unknown>(API.crrLeaderboard).then((r) => readCrrBoard(r.data)),
};
