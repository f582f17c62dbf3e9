import net from 'node:net';

/** Headers as the lines of a request: `name: value` and CRLF each. */
export const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/** A whole response: its status and body (decoded only when a caller needs it). */
export interface RawResponse {
  status: number;
  body: Buffer;
}

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads the whole response: a lean
 * client (like wrk or autocannon) so that load generation on the same machine takes as little
 * CPU as it can from the server being measured. Understands Content-Length and chunked bodies.
 */
export class RawConnection {
  private socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve(response: RawResponse): void; reject(error: Error): void } | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    const fail = (error: Error) => {
      this.pending?.reject(error);
      this.pending = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one request (`headers`: header lines, each ending in CRLF; `body`: JSON) and resolves with the whole response. */
  request(method: string, path: string, headers: string, body?: string): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      const content =
        body === undefined ? '' : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      this.socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}${content}\r\n${body ?? ''}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let end: number;
    if (length) {
      end = headerEnd + 4 + Number(length[1]);
      if (this.buffer.length < end) return;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.buffer.indexOf('\r\n0\r\n\r\n', headerEnd);
      if (last < 0) return;
      end = last + 7;
    } else {
      end = headerEnd + 4;
    }
    // Chunked bodies keep their chunk framing: callers only print them.
    const body = this.buffer.subarray(headerEnd + 4, end);
    this.buffer = this.buffer.subarray(end);
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status, body });
  }
}
