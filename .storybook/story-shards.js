// Jest's test sequencer for the Storybook test-runner, with one change: `--shard` splits the story
// files by their names and sizes, the same way in every process. Jest's own split hashes each
// file's path from the project root, and the runner writes its test files into a new temporary
// folder every run, so two halves run side by side (tests/run-all.mjs) would each pick their files
// from a different order: some files twice, others never.
//
// STORYBOOK_SHARD_SHARES (comma-separated, one positive number per shard; default: equal parts)
// is each shard's part of the work, e.g. "4,3,2,1" for --shard=i/4: `npm test` splits the stories
// into parts of decreasing size that each lane takes as it becomes free (tests/run-all.mjs), so
// that the last part is a small one. Every shard of a run must be given the same shares, or files
// are run twice or never.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import sequencer from '@jest/test-sequencer';

const TestSequencer = sequencer.default ?? sequencer;

/**
 * A file's fixed cost, in stories: about two when each file loaded the Storybook preview into a page
 * of its own; less since a worker's files share one (test-runner-environment.js), not measured again.
 */
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

/** Each shard's part of the work (they need not add up to 1): STORYBOOK_SHARD_SHARES, else equal. */
function sharesOf(shardCount) {
  const given = (process.env.STORYBOOK_SHARD_SHARES ?? '').split(',').filter((part) => part.trim() !== '').map(Number);
  if (given.length === 0) return Array.from({ length: shardCount }, () => 1);
  if (given.length !== shardCount || given.some((share) => !(share > 0))) {
    throw new Error(`STORYBOOK_SHARD_SHARES "${process.env.STORYBOOK_SHARD_SHARES}" needs ${shardCount} positive numbers, one per shard.`);
  }
  return given;
}

export default class StoryShards extends TestSequencer {
  shard(tests, { shardIndex, shardCount }) {
    const shares = sharesOf(shardCount);
    const loads = shares.map(() => 0);
    const byName = [...tests].sort((a, b) => basename(a.path).localeCompare(basename(b.path), 'en'));
    const weighed = byName.map((test) => ({ test, weight: weightOf(test.path) }));
    // Heaviest first (by name on a tie), each file to the shard furthest below its share (the lower
    // index on a tie): the big files land in the big first parts, and the small last parts are made
    // of small files, so a lane taking the last part is not left with one long file.
    weighed.sort((a, b) => b.weight - a.weight);
    return weighed.filter(({ weight }) => {
      let chosen = 0;
      for (let index = 1; index < shardCount; index += 1) {
        if ((loads[index] + weight) / shares[index] < (loads[chosen] + weight) / shares[chosen]) chosen = index;
      }
      loads[chosen] += weight;
      return chosen === shardIndex - 1;
    }).map(({ test }) => test);
  }
}
