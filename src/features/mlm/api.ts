import { API } from '@contract/api-paths';
import { apiClient } from '@/lib/api-client';
import { readMlmDashboard, type MlmDashboard } from './dashboard-adapter';

export const mlmApi = {
  dashboard: (userId: string): Promise<MlmDashboard> =>
    apiClient.get<unknown>(API.mlmDashboard(userId)).then((r) => readMlmDashboard(r.data)),
};
