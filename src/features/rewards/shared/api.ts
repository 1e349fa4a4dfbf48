/** The member dashboard call shared by the reward screens (DDR reads its level earnings). */
import { API } from '@contract/api-paths';
import { apiClient } from '@/lib/api-client';
import { readDashboard, type Dashboard } from './dashboard-adapter';

export const dashboardApi = {
  get: (userId: string): Promise<Dashboard> =>
    apiClient.get<unknown>(API.mlmDashboard(userId)).then((r) => readDashboard(r.data)),
};
