import { PageHeader } from '../../../ui-kit/index.ts';

export interface SectionPageProps {
  title: string;
  description: string;
}

/**
 * The page frame of a section whose screen is not built yet: its title and what it is for, so
 * navigation and breadcrumbs are real while the screens land one by one.
 */
export function SectionPage({ title, description }: SectionPageProps) {
  return <PageHeader title={title} description={description} />;
}
