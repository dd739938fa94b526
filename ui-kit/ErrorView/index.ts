export { describeError, ErrorView } from './ErrorView.tsx';
export type { ErrorViewProps } from './ErrorView.tsx';
