import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ESOP_DOCUMENT_SLUGS,
  esopDocumentView,
  esopGrantView,
  exerciseRequestView,
  financeLinkView,
  hrPayslipView,
  myEsopView,
  myFinanceView,
  payslipLoadView,
  payslipUploadView,
  payslipView,
  taxDeclarationView,
  type EsopDocumentKind,
  type EsopGrantInput,
  type FinanceCountry,
  type FinanceLinkKind,
  type TaxDeclarationInput,
} from '@tenure/domain/finance';
import type { RequestStatus } from '@tenure/domain/approvals';
import type { PdfSource } from '../../components/PdfPreviewModal.tsx';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/hrms/finance';
const KEY = ['finance'] as const;
const invalidateAll = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: KEY });

export const useMyFinance = () =>
  useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => api.request(`${BASE}/my-finance`, myFinanceView) });
export const useMyPayslips = () =>
  useQuery({
    queryKey: [...KEY, 'payslips', 'mine'],
    queryFn: () => api.request(`${BASE}/payslips/mine`, z.array(payslipView)),
  });
export const useMonthPayslips = (month: string, search: string) =>
  useQuery({
    queryKey: [...KEY, 'payslips', month, search],
    queryFn: () =>
      api.request(`${BASE}/payslips`, z.array(hrPayslipView), { query: { month, ...(search ? { search } : {}) } }),
  });

export const payslipSource = (payslip: { id: string; fileName: string }): PdfSource => ({
  key: ['payslip', payslip.id],
  title: payslip.fileName,
  load: async () => (await api.download(`${BASE}/payslips/${payslip.id}/file`)).blob,
});
export const esopDocumentSource = (document: { kind: EsopDocumentKind; fileName: string }): PdfSource => ({
  key: ['esop-document', document.kind, document.fileName],
  title: document.fileName,
  load: async () => (await api.download(`${BASE}/esop/documents/${document.kind}/file`)).blob,
});
export const esopDocumentPath = (kind: EsopDocumentKind) => `/docs/${ESOP_DOCUMENT_SLUGS[kind]}`;

export function useSaveTaxDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxDeclarationInput) =>
      api.request(`${BASE}/tax-declaration`, taxDeclarationView, { method: 'PUT', body: input }),
    onSettled: () => invalidateAll(client),
  });
}

/** The month and files of a payslip upload (fields before the files, so the server reads the month first). */
const payslipForm = (month: string, files: readonly File[]) => {
  const form = new FormData();
  form.append('month', month);
  for (const file of files) form.append('file', file, file.name);
  return form;
};
export const validatePayslips = (month: string, files: readonly File[]) =>
  api.request(`${BASE}/payslips/validate`, payslipUploadView, { method: 'POST', body: payslipForm(month, files) });
export function useLoadPayslips() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ month, files }: { month: string; files: readonly File[] }) =>
      api.request(`${BASE}/payslips/load`, payslipLoadView, { method: 'POST', body: payslipForm(month, files) }),
    onSettled: () => invalidateAll(client),
  });
}
export function useDeletePayslip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/payslips/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => invalidateAll(client),
  });
}

export const useFinanceLinks = () =>
  useQuery({ queryKey: [...KEY, 'links'], queryFn: () => api.request(`${BASE}/links`, z.array(financeLinkView)) });
export function useSaveLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      area,
      country,
      links,
    }: {
      area: 'pay' | 'esop';
      country: FinanceCountry;
      links: { kind: FinanceLinkKind; title: string; url: string }[];
    }) => api.request(`${BASE}/links/${area}/${country}`, z.array(financeLinkView), { method: 'PUT', body: { links } }),
    onSettled: () => invalidateAll(client),
  });
}

export const useMyEsop = () =>
  useQuery({ queryKey: [...KEY, 'esop', 'mine'], queryFn: () => api.request(`${BASE}/esop/mine`, myEsopView) });
export const useEsopGrants = (search: string) =>
  useQuery({
    queryKey: [...KEY, 'esop', 'grants', search],
    queryFn: () => api.request(`${BASE}/esop/grants`, z.array(esopGrantView), { query: search ? { search } : {} }),
  });
export function useCreateGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EsopGrantInput) =>
      api.request(`${BASE}/esop/grants`, esopGrantView, { method: 'POST', body: input }),
    onSettled: () => invalidateAll(client),
  });
}
export const useExerciseRequests = (status: RequestStatus | null) =>
  useQuery({
    queryKey: [...KEY, 'esop', 'exercise', status],
    queryFn: () =>
      api.request(`${BASE}/esop/exercise-requests`, z.array(exerciseRequestView), { query: status ? { status } : {} }),
  });
export function useRequestExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { grantId: string; options: number }) =>
      api.request(`${BASE}/esop/exercise-requests`, exerciseRequestView, { method: 'POST', body: input }),
    onSettled: () => invalidateAll(client),
  });
}
export function useDecideExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verb, reason }: { id: string; verb: 'approve' | 'reject' | 'cancel'; reason?: string }) =>
      api.request(`${BASE}/esop/exercise-requests/${id}/${verb}`, exerciseRequestView, {
        method: 'PUT',
        body: reason ? { reason } : {},
      }),
    onSettled: () => invalidateAll(client),
  });
}
export const useEsopDocuments = () =>
  useQuery({
    queryKey: [...KEY, 'esop', 'documents'],
    queryFn: () => api.request(`${BASE}/esop/documents`, z.array(esopDocumentView)),
  });
export function useUploadEsopDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: EsopDocumentKind; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return api.request(`${BASE}/esop/documents/${kind}`, esopDocumentView, { method: 'PUT', body });
    },
    onSettled: () => invalidateAll(client),
  });
}
