import type { ReactNode } from 'react';
import { PageActions, PageDescription, PageHeaderRoot, PageHeaderText, PageTitle, PageTitleRow } from './PageHeader.styles.ts';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  /** Page-level buttons, aligned right (below the title on small screens). */
  actions?: ReactNode;
  /**
   * Drawn before the title, outside the h1 (a client's logo): the heading's name is the title alone
   * on every screen reader, not "LH Lucky Star Hotels".
   */
  leading?: ReactNode;
}

/** Title, description and actions at the top of a signed-in page. */
export function PageHeader({ title, description, actions, leading }: PageHeaderProps) {
  return (
    <PageHeaderRoot data-page-header>
      <PageHeaderText>
        {leading ? (
          <PageTitleRow>
            {leading}
            <PageTitle>{title}</PageTitle>
          </PageTitleRow>
        ) : (
          <PageTitle>{title}</PageTitle>
        )}
        {description ? <PageDescription>{description}</PageDescription> : null}
      </PageHeaderText>
      {actions ? <PageActions>{actions}</PageActions> : null}
    </PageHeaderRoot>
  );
}
