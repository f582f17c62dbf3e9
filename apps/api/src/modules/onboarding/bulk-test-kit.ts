import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../../../test/multipart.ts';

export * from './bulk-fixtures.ts';

/** Sends a file to a bulk route as the browser does (multipart, field "file"). */
export function sendFile(app: FastifyInstance, url: string, headers: Record<string, string>, bytes: Uint8Array, name = 'upload.xlsx') {
  const body = multipartBody({}, { name, bytes });
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
}
