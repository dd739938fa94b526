export { EmptyState } from './EmptyState.tsx';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState.tsx';
