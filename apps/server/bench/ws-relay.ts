import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { parseTrigger, runTrigger } from './fanout-trigger.js';

// The fan-out bench's baseline (issue 20: the gateway sustains at least half of what this does): a
// plain `ws` server on a plain `http` server, no Fastify, no auth. Socket `/?i=<n>` is subscriber
// n; `POST /bench/fanout?rate=&seconds=` runs the same trigger as bench-server.ts and delivers
// each frame as the gateway does, its JSON sent to the chosen socket.

const sockets: (WebSocket | undefined)[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://relay');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (request.method !== 'POST' || url.pathname !== '/bench/fanout') {
    response.statusCode = 404;
    response.end();
    return;
  }
  request.resume();
  const subscribers = sockets.length;
  void runTrigger(
    subscribers,
    (to, frame) => {
      const socket = sockets[to];
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    },
    parseTrigger(Object.fromEntries(url.searchParams)),
  ).then((result) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(result));
  });
});

// The gateway's limit on incoming frames, so that both servers run `ws` alike.
const relay = new WebSocketServer({ server, maxPayload: 4096 });
relay.on('connection', (socket, request) => {
  const n = Number(new URL(request.url ?? '/', 'http://relay').searchParams.get('i'));
  if (!Number.isInteger(n) || n < 0 || n >= 100_000) {
    socket.close(1008, 'no subscriber number');
    return;
  }
  sockets[n] = socket;
  socket.on('close', () => {
    if (sockets[n] === socket) sockets[n] = undefined;
  });
});

server.listen(Number(process.env.PORT ?? 8090), '127.0.0.1');
const stop = () => {
  for (const socket of relay.clients) socket.terminate();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
