#!/usr/bin/env node
// The last step of `npm run build`: with BUILD_STORYBOOK=true it also builds the static Storybook
// (storybook-static/), which the portal serves at /storybook/ to admins (docs/operations.md).
// Without it nothing happens, so a venue's server is not slowed by a build only designers read.
// CI builds the Storybook once, as a step of its own before the app (tests/run-all.mjs), and does
// not set this, so it is never built twice there.
import { spawn } from 'node:child_process';

if (process.env.BUILD_STORYBOOK !== 'true') process.exit(0);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const child = spawn(npm, ['run', 'build-storybook'], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`could not start npm: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
