import { apiError } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';

/** A failed API call, carrying the server's `{ message, code, fieldErrors }` body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The whole error body, for a refusal that carries more than a message (e.g. an upload's row errors). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  static fromBody(status: number, body: unknown): ApiRequestError {
    const parsed = apiError.safeParse(body);
    if (parsed.success) {
      const { code, message, fieldErrors } = parsed.data;
      return new ApiRequestError(status, code, message, fieldErrors, body);
    }
    return new ApiRequestError(status, 'UNKNOWN', MESSAGES.somethingWentWrong);
  }

  /** An answer that is not the expected shape (or could not be decrypted). */
  static unreadable(): ApiRequestError {
    return new ApiRequestError(0, 'UNREADABLE_RESPONSE', MESSAGES.somethingWentWrong);
  }

  static network(): ApiRequestError {
    return new ApiRequestError(0, 'NETWORK_ERROR', MESSAGES.technicalError);
  }
}

export const PAYLOAD_KEY_UNKNOWN = 'PAYLOAD_KEY_UNKNOWN';
