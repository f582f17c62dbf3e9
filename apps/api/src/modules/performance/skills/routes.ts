import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  EVIDENCE_MAX_BYTES,
  MAX_EVIDENCE_FILES,
  SKILL_MESSAGES,
  employeeSkillInput,
  employeeSkillDecisionInput,
  employeeSkillPage,
  employeeSkillSetQuery,
  employeeSkillView,
  proficiencyLevelInput,
  proficiencyLevelView,
  skillCategoryInput,
  skillCategoryView,
  skillInput,
  skillListQuery,
  skillMatrixQuery,
  skillMatrixView,
  skillOption,
  skillPage,
  skillView,
  subSkillInput,
  subSkillView,
  teamSkillQuery,
} from '@tenure/domain/performance';
import { addDays, utcToday } from '../../../platform/clock.ts';
import { badRequest, toFieldErrors } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../../platform/notifications.ts';
import { readUploadSet } from '../../../platform/uploads.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { skillDecisions } from './pending-actions.ts';
import * as catalogue from './catalogue-service.ts';
import {
  EVIDENCE_TYPES,
  addMySkill,
  decideSkill,
  employeeSkillSet,
  evidenceFile,
  mySkillSet,
  removeRejectedSkill,
  teamSkillSet,
  updateMySkill,
  type SkillForm,
} from './service.ts';
import { skillMatrix, skillMatrixFile } from './matrix-service.ts';

/** The self skill set's multipart form: its text fields checked with the shared schema, its evidence files checked by platform/uploads. */
async function readSkillForm(request: FastifyRequest): Promise<SkillForm> {
  const upload = await readUploadSet(request, {
    maxBytes: EVIDENCE_MAX_BYTES,
    allowed: EVIDENCE_TYPES,
    typeMessage: SKILL_MESSAGES.evidenceType,
    maxFiles: MAX_EVIDENCE_FILES,
    tooManyMessage: SKILL_MESSAGES.tooManyEvidenceFiles(MAX_EVIDENCE_FILES),
  });
  // The latest day anywhere (UTC+14) bounds the form; the use-case checks the person's own day.
  const parsed = employeeSkillInput(addDays(utcToday(), 1)).safeParse(upload.fields);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error.issues);
    throw badRequest(Object.values(fieldErrors)[0] ?? SKILL_MESSAGES.skillRequired, fieldErrors);
  }
  return { input: parsed.data, files: upload.files };
}
const tags = ['performance-skills'];
const matrixFlag = { flag: 'performanceSkillMatrix' } as const;
/** The catalogue is read by everyone who declares or reviews skills (dropdowns); HR changes it. */
const reader = { authenticated: true } as const;
const setup = { requires: section('PERFORMANCE_MANAGEMENT', 'SkillSetup'), scope: 'all' } as const;
const self = { requires: section('PERFORMANCE_MANAGEMENT', 'EmpSelfSkillSet'), scope: 'self' } as const;
/** Team lists and decisions: the service keeps a manager to their reportees, HR (SkillSetup) sees all. */
const involved = { authenticated: true } as const;
const matrix = { requires: section('PERFORMANCE_MANAGEMENT', 'SkillMatrix'), scope: 'all' } as const;
const multipartNote = `multipart/form-data: skillId, subSkillId, level, yearsOfExperience, lastUsed, comments, then up to ${MAX_EVIDENCE_FILES} evidence files (PDF, Word, JPEG, PNG; 5 MB each).`;

/** Skills (SPEC §7 /pms skills, sub-skills, proficiency levels, categories, self skill set, employee skill set, RM view, DELETE rejected) and the skill matrix. */
export function skillRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(skillDecisions);

  app.get('/skill-categories', {
    config: { access: reader },
    schema: { tags, response: { 200: z.array(skillCategoryView) } },
    handler: (request) => request.inTenant((tx) => catalogue.listCategories(tx)),
  });
  app.post('/skill-categories', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, body: skillCategoryInput, response: { 201: skillCategoryView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => catalogue.createCategory(tx, viewerOf(request), request.body))),
  });
  app.put('/skill-categories/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam, body: skillCategoryInput, response: { 200: skillCategoryView } },
    handler: (request) =>
      request.inTenant((tx) => catalogue.updateCategory(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/skill-categories/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => catalogue.deleteCategory(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/skills', {
    config: { access: reader },
    schema: { tags, querystring: skillListQuery, response: { 200: skillPage } },
    handler: (request) => request.inTenant((tx) => catalogue.listSkills(tx, request.query)),
  });
  app.get('/skills/options', {
    config: { access: reader },
    schema: { tags, response: { 200: z.array(skillOption) } },
    handler: (request) => request.inTenant((tx) => catalogue.skillOptions(tx)),
  });
  app.post('/skills', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, body: skillInput, response: { 201: skillView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => catalogue.createSkill(tx, viewerOf(request), request.body))),
  });
  app.put('/skills/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam, body: skillInput, response: { 200: skillView } },
    handler: (request) =>
      request.inTenant((tx) => catalogue.updateSkill(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/skills/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => catalogue.deleteSkill(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.post('/sub-skills', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, body: subSkillInput, response: { 201: subSkillView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => catalogue.createSubSkill(tx, viewerOf(request), request.body))),
  });
  app.put('/sub-skills/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam, body: subSkillInput, response: { 200: subSkillView } },
    handler: (request) =>
      request.inTenant((tx) => catalogue.updateSubSkill(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/sub-skills/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => catalogue.deleteSubSkill(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/proficiency-levels', {
    config: { access: reader },
    schema: { tags, response: { 200: z.array(proficiencyLevelView) } },
    handler: (request) => request.inTenant((tx) => catalogue.listLevels(tx)),
  });
  app.post('/proficiency-levels', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, body: proficiencyLevelInput, response: { 201: proficiencyLevelView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => catalogue.createLevel(tx, viewerOf(request), request.body))),
  });
  app.put('/proficiency-levels/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam, body: proficiencyLevelInput, response: { 200: proficiencyLevelView } },
    handler: (request) =>
      request.inTenant((tx) => catalogue.updateLevel(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/proficiency-levels/:id', {
    config: { access: setup, ...matrixFlag },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => catalogue.deleteLevel(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/self-skill-set', {
    config: { access: self },
    schema: { tags, response: { 200: z.array(employeeSkillView) } },
    handler: (request) => request.inTenant((tx) => mySkillSet(tx, viewerOf(request))),
  });
  app.post('/self-skill-set', {
    config: { access: self },
    schema: { tags, description: multipartNote, response: { 201: employeeSkillView } },
    handler: async (request, reply) => {
      const form = await readSkillForm(request);
      const { view, mail } = await request.inTenant((tx) =>
        addMySkill(tx, viewerOf(request), deps.mailer, deps.storage, form),
      );
      deliverAfterCommit(deps.mailer, request.tenant!.code, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  app.put('/self-skill-set/:id', {
    config: { access: self },
    schema: {
      tags,
      description: `${multipartNote} Only an entry waiting for approval; new files are added.`,
      params: idParam,
      response: { 200: employeeSkillView },
    },
    handler: async (request) => {
      const form = await readSkillForm(request);
      return request.inTenant((tx) => updateMySkill(tx, viewerOf(request), deps.storage, request.params.id, form));
    },
  });
  app.delete('/self-skill-set/:id', {
    config: { access: self },
    schema: { tags, description: 'SPEC §4: only a rejected entry can be removed (409 otherwise).', params: idParam },
    handler: async (request, reply) => {
      const keys = await request.inTenant((tx) => removeRejectedSkill(tx, viewerOf(request), request.params.id));
      for (const key of keys) await deps.storage.delete(key);
      return reply.code(204).send();
    },
  });

  app.get('/employee-skill-set', {
    config: { access: involved },
    schema: { tags, querystring: employeeSkillSetQuery, response: { 200: z.array(employeeSkillView) } },
    handler: (request) =>
      request.inTenant((tx) => employeeSkillSet(tx, viewerOf(request), request.query.employeeNumber)),
  });
  app.get('/employee-skill-set/:id/evidence/:fileId', {
    config: { access: involved },
    schema: { tags, params: idParam.extend({ fileId: z.uuid() }) },
    handler: async (request, reply) => {
      const file = await request.inTenant((tx) =>
        evidenceFile(tx, viewerOf(request), deps.storage, request.params.id, request.params.fileId),
      );
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"`)
        .send(Buffer.from(file.bytes));
    },
  });
  app.put('/employee-skill-set/:id/:verb', {
    config: { access: involved },
    schema: {
      tags,
      params: idParam.extend({ verb: z.enum(['approve', 'reject', 'cancel']) }),
      body: employeeSkillDecisionInput,
      response: { 200: employeeSkillView },
    },
    handler: async (request) => {
      const { view, mail } = await request.inTenant((tx) =>
        decideSkill(tx, viewerOf(request), deps.mailer, request.params.id, request.params.verb, request.body?.reason),
      );
      deliverAfterCommit(deps.mailer, request.tenant!.code, mail, request.log);
      return view;
    },
  });
  app.get('/rm-view/skill-set', {
    config: { access: involved },
    schema: { tags, querystring: teamSkillQuery, response: { 200: employeeSkillPage } },
    handler: (request) => request.inTenant((tx) => teamSkillSet(tx, viewerOf(request), request.query)),
  });

  app.get('/skill-matrix', {
    config: { access: matrix, ...matrixFlag },
    schema: { tags, querystring: skillMatrixQuery, response: { 200: skillMatrixView } },
    handler: (request) => request.inTenant((tx) => skillMatrix(tx, viewerOf(request), request.query)),
  });
  app.get('/skill-matrix/export', {
    config: { access: matrix, ...matrixFlag },
    schema: { tags, querystring: skillMatrixQuery.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') }) },
    handler: async (request, reply) => {
      const file = await request.inReadTenant((tx) => skillMatrixFile(tx, viewerOf(request), request.query));
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });
}
