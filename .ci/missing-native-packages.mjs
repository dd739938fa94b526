// Prints the platform packages of package-lock.json that this machine should have but node_modules
// lacks, and exits 1 when there is any. `npm ci` skips an optional package it fails to fetch and
// still succeeds: a registry hiccup once left out @swc/core's Linux build, and every Parcel build
// of that CI run failed ("Failed to load native binding"). .ci/run then installs again.
import { existsSync, readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const matches = (allowed, value) => !allowed || allowed.includes(value) || (allowed.every((entry) => entry.startsWith('!')) && !allowed.includes(`!${value}`));
// Node reports glibc's version on glibc Linux (musl has none).
const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const missing = Object.entries(packages)
  .filter(([path, entry]) => path.startsWith('node_modules/') && entry.optional && (entry.os || entry.cpu))
  .filter(([, entry]) => matches(entry.os, process.platform) && matches(entry.cpu, process.arch) && matches(entry.libc, libc))
  .map(([path]) => path)
  .filter((path) => !existsSync(path));
for (const path of missing) console.log(`missing: ${path}`);
process.exit(missing.length > 0 ? 1 : 0);
