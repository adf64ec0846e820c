import { loadConfig } from './config.js';
import { prepareDataDir } from './seed/fresh-directory.js';

// `npm start` runs this while the web app builds (scripts/start.mjs): a fresh embedded data
// directory is created, migrated and seeded now, and the server started afterwards opens it as on
// any later start. Its own entry, so that a start with nothing to prepare loads nothing else.
await prepareDataDir(loadConfig());
