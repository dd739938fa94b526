// Jest's test sequencer for the Storybook test-runner, with one change: `--shard` splits the story
// files by their names and sizes, the same way in every process. Jest's own split hashes each
// file's path from the project root, and the runner writes its test files into a new temporary
// folder every run, so two halves run side by side (tests/run-all.mjs) would each pick their files
// from a different order: some files twice, others never.
//
// STORYBOOK_FIRST_SHARD_SHARE (0 to 1, default 0.5) is the part of the work the first of two
// shards gets: in `npm test` the halves start at different times, one after the unit tests, the
// other after the end-to-end tests, and an even split left one lane running alone at the end.
// Every half of a run must be given the same share, or files are run twice or never.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import sequencer from '@jest/test-sequencer';

const TestSequencer = sequencer.default ?? sequencer;

/** A file's fixed cost (a fresh page loading the Storybook preview), in stories (measured: about two). */
const FILE_COST_IN_STORIES = 2;

/** The work a generated test file stands for: one test per story, plus the file's own start. */
function weightOf(path) {
  let stories = 1;
  try {
    stories = Math.max(1, (readFileSync(path, 'utf8').match(/\bit\(/g) ?? []).length);
  } catch {
    // Unreadable: counted as one story; every half still reads the same.
  }
  return FILE_COST_IN_STORIES + stories;
}

function firstShardShare(shardCount) {
  const share = Number(process.env.STORYBOOK_FIRST_SHARD_SHARE);
  return shardCount === 2 && share > 0 && share < 1 ? share : 1 / shardCount;
}

export default class StoryShards extends TestSequencer {
  shard(tests, { shardIndex, shardCount }) {
    const first = firstShardShare(shardCount);
    const shares = Array.from({ length: shardCount }, (_, index) => (index === 0 ? first : (1 - first) / (shardCount - 1)));
    const loads = shares.map(() => 0);
    const byName = [...tests].sort((a, b) => basename(a.path).localeCompare(basename(b.path), 'en'));
    // In name order, each file to the shard furthest below its share (the lower index on a tie):
    // interleaved, so heavy and light folders (screens, ui-kit) spread over both.
    return byName.filter((test) => {
      const weight = weightOf(test.path);
      let chosen = 0;
      for (let index = 1; index < shardCount; index += 1) {
        if ((loads[index] + weight) / shares[index] < (loads[chosen] + weight) / shares[chosen]) chosen = index;
      }
      loads[chosen] += weight;
      return chosen === shardIndex - 1;
    });
  }
}
