import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@tenure/domain/errors';
import { MESSAGES } from '@tenure/domain/messages';
import { sqlStateOf } from './db.ts';

export type FieldErrors = Record<string, string>;

/** The one error type of the API; rendered as `{ message, code, fieldErrors? }`, `code` from the catalogue (@tenure/domain/errors). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(400, code, message, fieldErrors);
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED', message: string = MESSAGES.sessionExpired) =>
  new AppError(401, code, message);
export const forbidden = (message: string = MESSAGES.noAccess, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound, code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (
  message: string = MESSAGES.conflict,
  fieldErrors?: FieldErrors,
  code: ErrorCode = 'CONFLICT',
) => new AppError(409, code, message, fieldErrors);

/** Turns zod-style issues into one message per field (the first issue of each path wins). */
export function toFieldErrors(issues: { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const { message, code, fieldErrors } = err;
      return reply.code(err.statusCode).send(fieldErrors ? { message, code, fieldErrors } : { message, code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors = toFieldErrors(
        err.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? MESSAGES.somethingWentWrong,
        })),
      );
      const first = Object.values(fieldErrors)[0] ?? MESSAGES.somethingWentWrong;
      return reply.code(400).send({ message: first, code: 'VALIDATION_FAILED', fieldErrors });
    }
    if (isUniqueViolation(err)) {
      // Two requests raced past a uniqueness check; the database kept the first.
      return reply.code(409).send({ message: MESSAGES.conflict, code: 'CONFLICT' });
    }
    if (sqlStateOf(err) === READ_ONLY_TRANSACTION) {
      // Only a tenant being moved to another cluster has read-only transactions (platform/placement.ts).
      reply.header('retry-after', '60');
      return reply.code(503).send({ message: MESSAGES.tenantMaintenance, code: 'TENANT_MAINTENANCE' });
    }
    if (isUnstorableText(err)) {
      // A NUL or an invalid byte sequence that slipped past the input checks: still the sender's input.
      return reply.code(400).send({ message: MESSAGES.invalidCharacters, code: 'INVALID_CHARACTERS' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, unsupported type): say what, not how.
      return reply
        .code(status)
        .send({ message: err.message, code: status === 429 ? 'TOO_MANY_REQUESTS' : (err.code ?? 'BAD_REQUEST') });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return reply.code(500).send({ message: MESSAGES.somethingWentWrong, code: 'INTERNAL' });
  });
}

const isUniqueViolation = (err: unknown) => sqlStateOf(err) === '23505';
/** read_only_sql_transaction: a write in a read-only transaction. */
const READ_ONLY_TRANSACTION = '25006';
/** character_not_in_repertoire (a NUL in text) and untranslatable_character (a NUL in jsonb). */
const isUnstorableText = (err: unknown) => ['22021', '22P05'].includes(sqlStateOf(err) ?? '');
