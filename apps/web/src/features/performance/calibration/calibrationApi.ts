import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calibrationEmployeePage,
  calibrationGroupsView,
  reviewCycleView,
  type CalibrationConfiguration,
  type CalibrationGroupQuery,
} from '@tenure/domain/performance';
import { api } from '../../../lib/api/index.ts';

const PMS = '/api/pms';
const groupParams = (group: CalibrationGroupQuery): Record<string, string> => ({
  groupBy: group.groupBy,
  ...(group.groupId ? { groupId: group.groupId } : {}),
});

/** The groups of a cycle to calibrate (under 'reviews': any review change refreshes them). */
export const useCalibrationGroups = (cycleId: string) =>
  useQuery({
    queryKey: ['reviews', 'calibration-groups', cycleId],
    queryFn: () => api.request(`${PMS}/review-cycles/${cycleId}/calibration/groups`, calibrationGroupsView),
    staleTime: 60_000,
  });

/** A page of the group's people: the table's page, or a 9-box cell's people (`box`). */
export const useCalibrationEmployees = (
  cycleId: string,
  group: CalibrationGroupQuery,
  query: Record<string, string>,
  enabled = true,
) =>
  useQuery({
    queryKey: ['reviews', 'calibration-employees', cycleId, group, query],
    queryFn: () =>
      api.request(`${PMS}/review-cycles/${cycleId}/calibration/employees`, calibrationEmployeePage, {
        query: { ...groupParams(group), ...query },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Saves the target distribution, the outlier threshold and the chi-square significance on the cycle. */
export const useSaveCalibrationConfiguration = (cycleId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CalibrationConfiguration) =>
      api.request(`${PMS}/review-cycles/${cycleId}/calibration/configuration`, reviewCycleView, {
        method: 'PUT',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['reviews'] }),
  });
};
