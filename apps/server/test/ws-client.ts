import WebSocket from 'ws';

// A websocket client for the tests of the gateway (issue 20) and of several instances (issue 23).

export type Frame = { type: string } & Record<string, unknown>;

/**
 * A client socket that keeps every frame it receives, and waits for the next one of a type;
 * `headers` go with its opening request (e.g. X-Forwarded-For, as a proxy adds it).
 */
export function wsClient(url: string, headers?: Record<string, string>) {
  const socket = new WebSocket(url, headers ? { headers } : undefined);
  const frames: Frame[] = [];
  const waiters: { type: string; resolve: (f: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    const i = waiters.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    opened,
    closed,
    next(type: string, ms = 5000): Promise<Frame> {
      const seen = frames.find((f) => f.type === type && !(f as { taken?: boolean }).taken);
      if (seen) {
        (seen as { taken?: boolean }).taken = true;
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms`)), ms);
        waiters.push({
          type,
          resolve: (f) => {
            clearTimeout(timer);
            (f as { taken?: boolean }).taken = true;
            resolve(f);
          },
        });
      });
    },
    send: (frame: Frame) => socket.send(JSON.stringify(frame)),
    close: () => socket.close(),
  };
}
