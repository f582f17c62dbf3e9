import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  employeeSurveyPage,
  employeeSurveyView,
  exitSurveyAssignmentView,
  exitSurveyCandidate,
  exitSurveyPage,
  exitSurveyResponseView,
  myExitSurveyView,
  mySurveyView,
  questionnairePage,
  questionnaireView,
  surveyFormView,
  surveyResultsView,
  type EmployeeSurveyInput,
  type ExitSurveyAssignmentInput,
  type QuestionnaireInput,
  type ResponseInput,
} from '@tenure/domain/surveys';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/hrms/surveys';
const EXIT = '/api/hrms/hris/offboarding';
const KEY = ['surveys'] as const;
const invalidateAll = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: KEY });

export function useQuestionnaires(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'questionnaires', query],
    queryFn: () => api.request(`${BASE}/questionnaires`, questionnairePage, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useQuestionnaire = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'questionnaire', id],
    queryFn: () => api.request(`${BASE}/questionnaires/${id}`, questionnaireView),
    enabled: id !== null,
  });

export function useSaveQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: QuestionnaireInput }) =>
      api.request(id ? `${BASE}/questionnaires/${id}` : `${BASE}/questionnaires`, questionnaireView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () => invalidateAll(client),
  });
}

export function useDeleteQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/questionnaires/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => invalidateAll(client),
  });
}

export function useEmployeeSurveys(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: () => api.request(`${BASE}/employee-surveys`, employeeSurveyPage, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSaveEmployeeSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EmployeeSurveyInput }) =>
      api.request(id ? `${BASE}/employee-surveys/${id}` : `${BASE}/employee-surveys`, employeeSurveyView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () => invalidateAll(client),
  });
}

export function useDeleteEmployeeSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/employee-surveys/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => invalidateAll(client),
  });
}

export const useSurveyResults = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'results', id],
    queryFn: () =>
      api.request(`${BASE}/employee-surveys/${id}/results`, surveyResultsView.extend({ survey: employeeSurveyView })),
  });

export const useMySurveys = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => api.request(`${BASE}/employee-surveys/mine`, z.array(mySurveyView)),
    enabled,
  });

export const useSurveyForm = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'form', id],
    queryFn: () => api.request(`${BASE}/employee-surveys/${id}/form`, surveyFormView),
    enabled: id !== null,
  });

export function useAnswerSurvey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResponseInput) =>
      api.request(`${BASE}/employee-surveys/${id}/responses`, mySurveyView, { method: 'POST', body: input }),
    onSettled: () => invalidateAll(client),
  });
}

export function useAnswerExitSurvey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResponseInput) =>
      api.request(`${EXIT}/survey/mine/${id}/response`, myExitSurveyView, { method: 'POST', body: input }),
    onSettled: () => invalidateAll(client),
  });
}

export function useExitSurveys(query: Record<string, string>) {
  return useQuery({
    queryKey: [...KEY, 'exit', 'list', query],
    queryFn: () => api.request(`${EXIT}/survey-assignments`, exitSurveyPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useExitSurveyResponse = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'exit', 'response', id],
    queryFn: () => api.request(`${EXIT}/survey-assignments/${id}`, exitSurveyResponseView),
    enabled: id !== null,
  });

export const useExitSurveyCandidates = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'exit', 'candidates'],
    queryFn: () => api.request(`${EXIT}/survey-assignments/candidates`, z.array(exitSurveyCandidate)),
    enabled,
  });

export function useAssignExitSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExitSurveyAssignmentInput) =>
      api.request(`${EXIT}/survey-assignments`, exitSurveyAssignmentView, { method: 'POST', body: input }),
    onSettled: () => invalidateAll(client),
  });
}
