// `npm run screens:update`: renders every screen of screens.ts and rewrites
// docs/screens/*.png and docs/screenshot.png, for when a design change is meant.
// It runs the screenshot test in its writing mode, so both share one set-up.
import { startVitest } from 'vitest/node';

process.env.SCREENS_UPDATE = '1';
const vitest = await startVitest('test', ['screens.e2e.test.ts'], { run: true, watch: false });
await vitest.close();
process.exitCode = vitest.state.getCountOfFailedTests() > 0 ? 1 : process.exitCode;
