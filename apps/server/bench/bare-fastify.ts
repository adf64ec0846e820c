import Fastify, { type FastifyRequest } from 'fastify';

// P1's baseline: a bare Fastify (no plugins, no hooks, no validation) answering what the full-stack
// route (bench-server.ts, `bench!stack`) answers: the query's paging echoed in the envelope. Beside
// it, `/bare-headers` answers the same with the headers the full stack's reply carries
// (STACK_HEADERS, as the bench read them from one of its replies: the security headers, the rate
// limit's, the request id), set as given: what those headers cost a reply without the work of the
// plugins that make them.
const stackHeaders = JSON.parse(process.env.STACK_HEADERS ?? '{}') as Record<string, string>;

function echo(request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  const data = {
    keyword: query.keyword,
    pageNum: Number(query.pageNum ?? 1),
    pageSize: Number(query.pageSize ?? 10),
  };
  return { code: '0', msg: '', data };
}

const app = Fastify();
app.route({ method: ['GET', 'POST'], url: '/bare', handler: async (request) => echo(request) });
app.route({
  method: ['GET', 'POST'],
  url: '/bare-headers',
  handler: async (request, reply) => {
    reply.headers(stackHeaders);
    return echo(request);
  },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
// Stop as the bench stops its servers (SIGTERM), so that a --cpu-prof profile is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
