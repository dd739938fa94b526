export { CenteredSpinner, Spinner } from './Spinner.tsx';
export type { CenteredSpinnerProps, SpinnerProps, SpinnerSize } from './Spinner.tsx';
