export { Breadcrumbs } from './Breadcrumbs.tsx';
export type { Breadcrumb, BreadcrumbsProps } from './Breadcrumbs.tsx';
