import { configure } from '@testing-library/react';

/**
 * findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a toast after a fake API's answer
 * took longer than 1 s on a loaded 2-core machine (the settings screen, in a full run). A test that
 * waits for something that never comes still fails, only later.
 */
configure({ asyncUtilTimeout: 5_000 });
