export { JsonView, formatJson } from './JsonView.tsx';
export type { JsonViewProps } from './JsonView.tsx';
