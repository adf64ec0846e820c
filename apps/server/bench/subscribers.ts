import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

// The fan-out bench's clients: N websocket subscribers in one process on the load generator's
// core. A full client library spends more per frame than the servers it measures (a `ws` client
// kept its core ~90 % busy at the relay's pace), so these speak just enough of RFC 6455 to count:
// the upgrade, unmasked server frames read straight off the stream, a pong for every ping (the
// gateway ends sockets that do not answer). They count whole text frames; when timing, they read
// each frame's JSON for its publication time and its addressee.

const wallClock = (): number => performance.timeOrigin + performance.now();

const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;

export class Subscribers {
  /** Text frames received since the last reset (the gateway's hello not included). */
  received = 0;
  /** performance.now() when the last of them arrived. */
  last = 0;
  misdelivered = 0;
  latencies: number[] | null = null;
  private readonly sockets: Socket[] = [];

  /** Opens a socket per address, 50 at a time; `greeted`: wait for the server's first frame. */
  async connect(urls: string[], greeted: boolean): Promise<void> {
    for (let from = 0; from < urls.length; from += 50) {
      await Promise.all(
        urls.slice(from, from + 50).map((url, k) => this.open(new URL(url), from + k, greeted)),
      );
    }
  }

  reset(timed: boolean): void {
    this.received = 0;
    this.last = 0;
    this.misdelivered = 0;
    this.latencies = timed ? [] : null;
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  private open(url: URL, n: number, greeted: boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      this.sockets[n] = socket;
      let upgraded = false;
      let ready = false;
      let pending: Buffer | null = null;
      const fail = (error: Error) => {
        if (!ready) reject(error);
      };
      socket.once('error', fail);
      socket.once('close', () => fail(new Error(`socket ${n} closed before it was ready`)));
      socket.on('connect', () => {
        socket.write(
          `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
            'Sec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      const onText = (buf: Buffer, from: number, to: number) => {
        if (!ready) {
          ready = true;
          resolve();
          return;
        }
        this.received += 1;
        if (this.latencies) {
          const frame = JSON.parse(buf.toString('utf8', from, to)) as { to: number; t: number };
          this.latencies.push(wallClock() - frame.t);
          if (frame.to !== n) this.misdelivered += 1;
        }
      };
      socket.on('data', (chunk: Buffer) => {
        const buf = pending ? Buffer.concat([pending, chunk]) : chunk;
        pending = null;
        let at = 0;
        if (!upgraded) {
          const end = buf.indexOf('\r\n\r\n');
          if (end < 0) {
            pending = buf;
            return;
          }
          const status = buf.toString('latin1', 0, buf.indexOf('\r\n'));
          if (!status.startsWith('HTTP/1.1 101')) {
            reject(new Error(`socket ${n}: ${status}`));
            socket.destroy();
            return;
          }
          upgraded = true;
          at = end + 4;
          if (!greeted && !ready) {
            ready = true;
            resolve();
          }
        }
        this.last = performance.now();
        // Server frames are never masked: FIN/opcode, length (7 bits, or 16 or 64 more), payload.
        while (buf.length - at >= 2) {
          const opcode = (buf[at] as number) & 0x0f;
          let length = (buf[at + 1] as number) & 0x7f;
          let head = 2;
          if (length === 126) {
            if (buf.length - at < 4) break;
            length = buf.readUInt16BE(at + 2);
            head = 4;
          } else if (length === 127) {
            if (buf.length - at < 10) break;
            length = Number(buf.readBigUInt64BE(at + 2));
            head = 10;
          }
          if (buf.length - at < head + length) break;
          const from = at + head;
          at = from + length;
          if (opcode === OPCODE_TEXT) onText(buf, from, at);
          else if (opcode === OPCODE_PING) socket.write(pong(buf.subarray(from, at)));
          else if (opcode === OPCODE_CLOSE) socket.end();
        }
        if (at < buf.length) pending = buf.subarray(at);
      });
    });
  }
}

/** A client's pong: masked, as every client frame must be (an all-zero key leaves the payload as is). */
function pong(payload: Buffer): Buffer {
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x8a;
  frame[1] = 0x80 | payload.length;
  payload.copy(frame, 6);
  return frame;
}
