import type { ReactNode } from 'react';
import { PageActions, PageDescription, PageHeaderRoot, PageHeaderText, PageTitle } from './PageHeader.styles.ts';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  /** Page-level buttons, aligned right (below the title on small screens). */
  actions?: ReactNode;
}

/** Title, description and actions at the top of a signed-in page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <PageHeaderRoot data-page-header>
      <PageHeaderText>
        <PageTitle>{title}</PageTitle>
        {description ? <PageDescription>{description}</PageDescription> : null}
      </PageHeaderText>
      {actions ? <PageActions>{actions}</PageActions> : null}
    </PageHeaderRoot>
  );
}
