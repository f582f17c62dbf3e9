import type { FastifyInstance } from 'fastify';

type TestFile = { name: string; bytes: Uint8Array; type?: string };

/** A multipart/form-data body as a browser sends it: text fields first, then one file. */
export function multipartBody(fields: Record<string, string>, file: TestFile) {
  return multipartFilesBody(fields, [file]);
}

/** The same with several files, each in a part named "file" (a file input with `multiple`). */
export function multipartFilesBody(fields: Record<string, string>, files: readonly TestFile[]) {
  const boundary = '----tenure-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileParts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([Buffer.from(parts.join('')), ...fileParts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a file to an upload route as the browser does (multipart, field "file"). */
export function sendFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  bytes: Uint8Array,
  name = 'upload.xlsx',
) {
  const body = multipartBody({}, { name, bytes });
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}
