import type { ZodType } from 'zod';
import { jobStartedView } from '@tenure/domain/jobs';
import { api } from '../../lib/api/index.ts';

const withFile = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** The calls of an upload family at `base` (SPEC §7): template, validate (dry run), the file with its errors marked, load (a job). */
export const dryRunApi = <V>(base: string, view: ZodType<V>) => ({
  template: () => api.download(`${base}/template`),
  validate: (file: File) => api.request(`${base}/validate`, view, { method: 'POST', body: withFile(file) }),
  annotated: (file: File) => api.download(`${base}/validate/workbook`, { method: 'POST', body: withFile(file) }),
  load: async (file: File) =>
    (await api.request(`${base}/load`, jobStartedView, { method: 'POST', body: withFile(file) })).executionNumber,
});
