import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface RawReply {
  statusCode: number;
  body: string;
}

/**
 * The app on a real loopback socket, for what app.inject cannot show: a body that arrives in
 * pieces. Call `listen` once per suite; the server closes with the app.
 */
export async function listenOnLoopback(app: FastifyInstance) {
  const serverSockets = new Set<net.Socket>();
  app.server.on('connection', (socket: net.Socket) => {
    serverSockets.add(socket);
    socket.on('close', () => serverSockets.delete(socket));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  const serverHasRead = (bytes: number) => [...serverSockets].some((s) => s.bytesRead >= bytes);

  /**
   * Sends the request with its body in two pieces: the first `pauseAfter` bytes of the body, then
   * (once the server has read all of that) the rest, the way a slow or congested client does.
   */
  async function sendInTwoPieces(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: Buffer;
    pauseAfter: number;
  }): Promise<RawReply> {
    const head = [
      `${options.method} ${options.url} HTTP/1.1`,
      'host: 127.0.0.1',
      'connection: close',
      `content-length: ${options.body.length}`,
      ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const ended = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('close', () => resolve());
      // The server may answer (and close) before the rest is written; that is its right.
      socket.on('error', () => resolve());
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const firstPiece = Buffer.concat([Buffer.from(head), options.body.subarray(0, options.pauseAfter)]);
    socket.write(firstPiece);
    while (!serverHasRead(firstPiece.length) && !socket.closed) await new Promise((resolve) => setImmediate(resolve));
    // Let the server hand what it read to the multipart parser and the route before the rest comes.
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    // Written, not ended: a half-closed socket makes Node drop the request. `connection: close` ends it.
    if (!socket.closed) socket.write(options.body.subarray(options.pauseAfter));
    await ended;
    const text = Buffer.concat(received).toString('utf8');
    const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
    let body = text.slice(text.indexOf('\r\n\r\n') + 4);
    // A chunked reply: keep only the data of the chunks.
    if (/\r\ntransfer-encoding: chunked\r\n/i.test(text.slice(0, text.indexOf('\r\n\r\n') + 2))) body = dechunk(body);
    return { statusCode, body };
  }

  return { port, sendInTwoPieces };
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** Every file under a directory (what the local storage holds). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}
