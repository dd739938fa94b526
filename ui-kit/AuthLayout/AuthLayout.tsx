import type { ReactNode } from 'react';
import { Logo } from '../Logo/index.ts';
import {
  AuthRoot,
  BrandPanel,
  BrandRow,
  BrandTagline,
  BrandTitle,
  FormColumn,
  FormDescription,
  FormHeading,
  FormPanel,
  FormTitle,
} from './AuthLayout.styles.ts';

export interface AuthLayoutProps {
  /** The page's h1 above the form, e.g. "Log in". */
  heading?: ReactNode;
  /** One line under the heading. */
  description?: ReactNode;
  /** Product title in the brand panel; docs/product.md#public-routes says "Client Portal". */
  title?: string;
  /** Line of copy in the brand panel (hidden on small screens). */
  tagline?: ReactNode;
  /** The form (its direct <form> is laid out as a column with 16 px gaps). */
  children: ReactNode;
}

/**
 * The two-panel page of the public routes (docs/product.md#public-routes): a brand panel with the logo and the title,
 * and a form panel. Below 768 px the brand panel shrinks to a header row.
 */
export function AuthLayout({
  heading,
  description,
  title = 'Client Portal',
  tagline = 'Clients, venues, screens and content for every venue, in one place.',
  children,
}: AuthLayoutProps) {
  return (
    <AuthRoot data-auth-layout>
      <BrandPanel>
        <BrandRow>
          <Logo size="md" />
          <BrandTitle>{title}</BrandTitle>
        </BrandRow>
        <BrandTagline>{tagline}</BrandTagline>
      </BrandPanel>
      <FormPanel>
        <FormColumn>
          {heading || description ? (
            <FormHeading>
              {heading ? <FormTitle>{heading}</FormTitle> : null}
              {description ? <FormDescription>{description}</FormDescription> : null}
            </FormHeading>
          ) : null}
          {children}
        </FormColumn>
      </FormPanel>
    </AuthRoot>
  );
}
