import styled from 'styled-components';
import { media, vars } from '../tokens.ts';

export const BreadcrumbsNav = styled.nav`
  min-width: 0;

  ${media.belowMd} {
    display: none;
  }
`;

export const BreadcrumbList = styled.ol`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.textMuted};
`;

export const BreadcrumbItem = styled.li`
  display: inline-flex;
  min-width: 0;
  align-items: center;
  gap: ${vars.space[4]};

  > svg {
    color: ${vars.color.textSubtle};
  }

  [data-breadcrumb-link] {
    overflow: hidden;
    border-radius: ${vars.radius.sm};
    color: ${vars.color.textMuted};
    text-decoration: none;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  [data-breadcrumb-link]:hover {
    color: ${vars.color.text};
  }

  [aria-current='page'] {
    overflow: hidden;
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
