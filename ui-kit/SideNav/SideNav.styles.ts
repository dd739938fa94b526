import styled from 'styled-components';
import { media, vars } from '../tokens.ts';
import { touchTargetHeight } from '../touchTarget.ts';

/** Height shared with the AppShell header so their bottom borders line up. */
export const HEADER_HEIGHT = '56px';

export const SideNavRoot = styled.div`
  height: 100%;
  background: ${vars.color.surface};
  border-right: 1px solid ${vars.color.border};

  ${media.belowMd} {
    display: flex;
    height: ${HEADER_HEIGHT};
    align-items: center;
    padding-left: ${vars.space[8]};
    border-right: 0;
    border-bottom: 1px solid ${vars.color.border};
  }
`;

export const DesktopNav = styled.nav`
  position: sticky;
  top: 0;
  display: flex;
  height: 100vh;
  flex-direction: column;
  overflow-y: auto;

  ${media.belowMd} {
    display: none;
  }
`;

export const BrandRow = styled.div`
  display: flex;
  height: ${HEADER_HEIGHT};
  flex-shrink: 0;
  align-items: center;
  padding: 0 ${vars.space[12]};
  border-bottom: 1px solid ${vars.color.border};

  [data-brand-link] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[8]};
    padding: ${vars.space[4]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
    ${touchTargetHeight}
    letter-spacing: -0.01em;
  }
`;

export const NavSection = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${vars.space[12]};
  list-style: none;

  &[data-secondary] {
    margin-top: auto;
    border-top: 1px solid ${vars.color.border};
  }

  [data-nav-link] {
    display: flex;
    height: 36px;
    align-items: center;
    gap: ${vars.space[12]};
    padding: 0 ${vars.space[12]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    ${touchTargetHeight}
  }

  [data-nav-link]:hover {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }

  [data-nav-link][aria-current='page'] {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }

  [data-nav-link][aria-current='page'] > svg {
    color: ${vars.color.accentText};
  }
`;

export const MobileNav = styled.div`
  ${media.md} {
    display: none;
  }
`;
