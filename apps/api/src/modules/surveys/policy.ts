import { feature, hasAccess } from '@tenure/domain/access';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

/*
 * Who may see or act on what in the surveys module. Refusal rule: a record the viewer may not know
 * exists is a 404 (notFound); a record they may know but not act on is a 403 (forbidden).
 */

/** Survey HR: keeps questionnaires and employee surveys and reads their results. */
export const MANAGE_SURVEYS = feature('SURVEYS', 'ManageSurveys');
/** Offboarding HR (the key that submits for others and completes exits) assigns exit surveys and reads every answer by name. */
export const EXIT_SURVEY_HR = feature('OFFBOARDING', 'SubmitResignationOnBehalf');

export const isExitSurveyHr = (v: Viewer) => hasAccess(v.permissions, EXIT_SURVEY_HR);

/** Questionnaires are read by survey HR and by offboarding HR choosing one for an exit survey. */
export function assertCanReadQuestionnaires(v: Viewer): void {
  if (!hasAccess(v.permissions, MANAGE_SURVEYS) && !isExitSurveyHr(v)) throw forbidden();
}

/**
 * Which exit survey assignments the viewer reads: HR every one; a manager those of the leavers they
 * decided (the resignation's approver) or manage; anyone else none (a 404 for one asked by id).
 */
export type AssignmentScope = { all: true } | { all: false; employeeId: string | null };
export const assignmentScope = (v: Viewer): AssignmentScope =>
  isExitSurveyHr(v) ? { all: true } : { all: false, employeeId: v.employeeId };

/** The leaver's name is shown to offboarding HR only when the survey is anonymous (managers never see it then). */
export const showsLeaverName = (v: Viewer, anonymous: boolean) => !anonymous || isExitSurveyHr(v);

/** A search by name would single out an anonymous leaver, so only HR searches names. */
export const searchesLeaverNames = (v: Viewer) => isExitSurveyHr(v);
