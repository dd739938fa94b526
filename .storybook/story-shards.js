// Jest's test sequencer for the Storybook test-runner, with one change: `--shard` splits the story
// files by their names, in turn (first, third, … to half 1; second, fourth, … to half 2). Jest's own
// split hashes each file's path from the project root, and the runner writes its test files into a
// new temporary folder every run, so two halves run side by side (tests/run-all.mjs) would each
// pick their files from a different order: some files twice, others never.
import { basename } from 'node:path';
import sequencer from '@jest/test-sequencer';

const TestSequencer = sequencer.default ?? sequencer;

export default class StoryShards extends TestSequencer {
  shard(tests, { shardIndex, shardCount }) {
    return [...tests]
      .sort((a, b) => basename(a.path).localeCompare(basename(b.path), 'en'))
      .filter((_, index) => index % shardCount === shardIndex - 1);
  }
}
