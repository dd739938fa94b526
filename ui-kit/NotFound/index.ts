export { NotFound } from './NotFound.tsx';
export type { NotFoundProps } from './NotFound.tsx';
