/** The part of jest-image-snapshot's API the test-runner uses (the package ships no types). */
declare module 'jest-image-snapshot' {
  export interface ImageSnapshotOptions {
    customSnapshotsDir?: string;
    customDiffDir?: string;
    customReceivedDir?: string;
    customSnapshotIdentifier?: string;
    comparisonMethod?: 'pixelmatch' | 'ssim';
    customDiffConfig?: { threshold?: number; includeAA?: boolean };
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    storeReceivedOnFailure?: boolean;
    blur?: number;
  }
  export const toMatchImageSnapshot: (...args: unknown[]) => unknown;
}
