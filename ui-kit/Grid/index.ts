export { Grid } from './Grid.tsx';
export type { GridGap, GridMinItemWidth, GridProps } from './Grid.tsx';
