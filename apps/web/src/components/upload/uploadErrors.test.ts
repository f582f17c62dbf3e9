import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import { ApiRequestError } from '../../lib/api/index.ts';
import { uploadRowErrors } from './uploadErrors.ts';

describe('uploadRowErrors', () => {
  it('reads the rows of a refused upload', () => {
    const rowError = { row: 3, column: 'Employee Number', value: 'E999', message: LEAVE_MESSAGES.unknownEmployee };
    const body = { message: LEAVE_MESSAGES.uploadHasErrors, code: 'UPLOAD_HAS_ERRORS', applied: 0, errors: [rowError] };
    const error = ApiRequestError.fromBody(400, body);
    expect(error.message).toBe(LEAVE_MESSAGES.uploadHasErrors);
    expect(uploadRowErrors(error)).toEqual([rowError]);
  });

  it('finds no rows in any other failure', () => {
    expect(
      uploadRowErrors(
        ApiRequestError.fromBody(400, { message: LEAVE_MESSAGES.uploadNotXlsx, code: 'VALIDATION_FAILED' }),
      ),
    ).toEqual([]);
    expect(uploadRowErrors(new Error('offline'))).toEqual([]);
  });
});
