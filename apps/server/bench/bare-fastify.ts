import Fastify from 'fastify';

// P1's baseline: a bare Fastify (no plugins, no hooks, no validation) answering what the full-stack
// route (bench-server.ts, `bench!stack`) answers: the query's paging echoed in the envelope.
const app = Fastify();
app.route({
  method: ['GET', 'POST'],
  url: '/bare',
  handler: async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const data = {
      keyword: query.keyword,
      pageNum: Number(query.pageNum ?? 1),
      pageSize: Number(query.pageSize ?? 10),
    };
    return { code: '0', msg: '', data };
  },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
// Stop as the bench stops its servers (SIGTERM), so that a --cpu-prof profile is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
