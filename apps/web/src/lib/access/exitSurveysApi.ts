import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { myExitSurveyView } from '@tenure/domain/surveys';
import { api } from '../api/index.ts';

/**
 * The leaver's exit surveys (SPEC §6 menu rule); the caller decides whether to ask at all. Kept under
 * the surveys' key, so answering one (which reads every 'surveys' query again) updates the menu too.
 */
export const useMyExitSurveys = (enabled: boolean) =>
  useQuery({
    queryKey: ['surveys', 'exit', 'mine'],
    queryFn: () => api.request('/api/hrms/hris/offboarding/survey/mine', z.array(myExitSurveyView)),
    enabled,
    retry: false,
  });
