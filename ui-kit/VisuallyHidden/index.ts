export { VisuallyHidden } from './VisuallyHidden.tsx';
export { visuallyHidden } from './VisuallyHidden.styles.ts';
