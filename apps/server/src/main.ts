import { startServer } from './server.js';

await startServer();
