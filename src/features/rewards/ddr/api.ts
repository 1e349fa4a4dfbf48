import { API } from '@contract/api-paths';
import { apiClient } from '@/lib/api-client';
import { readDdrBoard, type DdrBoard } from './adapter';

export const ddrApi = {
  leaderboard: (): Promise<DdrBoard> =>
    apiClient.get<unknown>(API.ddrLeaderboard).then((r) => readDdrBoard(r.data)),
};
