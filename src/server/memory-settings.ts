import v8 from 'node:v8';

// Imported first by main.ts, before the site's code is loaded (docs/decisions/024-memory-budget.md).
// V8 consults this flag whenever it decides how far to let the heap grow, so, unlike the flags that
// only work on the command line (npm start and the systemd unit set those), it takes effect however
// the process was started: `node dist/server/main.js` too. It collects the old generation sooner and
// gives memory back when the site goes quiet: about 30 MB less after start and at rest. Set before
// the code loads: set after, the heap has already grown and the saving is lost.
v8.setFlagsFromString('--optimize-for-size');
