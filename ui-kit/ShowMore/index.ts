export { ShowMore } from './ShowMore.tsx';
export type { ShowMoreProps, ShowMoreWhenComplete } from './ShowMore.tsx';
