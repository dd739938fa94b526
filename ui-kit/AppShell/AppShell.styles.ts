import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/index.ts';
import { media, vars } from '../tokens.ts';

const NAV_WIDTH = '240px';
const HEADER_HEIGHT = '56px';

/**
 * Desktop: the nav spans the full height on the left, header and main on the right. Below 768 px
 * the nav slot (now a menu button) sits at the start of the header row and main takes the width.
 */
export const ShellRoot = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-columns: ${NAV_WIDTH} minmax(0, 1fr);
  grid-template-rows: ${HEADER_HEIGHT} 1fr;
  grid-template-areas:
    'nav header'
    'nav main';
  background: ${vars.color.bg};

  ${media.belowMd} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'nav header'
      'main main';
  }
`;

/**
 * Below 768 px the slot is the start of the header row, so it sticks with the header: otherwise it
 * scrolls away, the page shows through behind the menu button and the header's border starts
 * after it. Its own background and border come from the SideNav's small-screen bar.
 */
export const NavSlot = styled.div`
  grid-area: nav;
  min-width: 0;

  ${media.belowMd} {
    position: sticky;
    top: 0;
    z-index: ${vars.zIndex.header};
    height: ${HEADER_HEIGHT};
    background: ${vars.color.surface};
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  height: ${HEADER_HEIGHT};
  grid-area: header;
  align-items: center;
  gap: ${vars.space[16]};
  padding: 0 ${vars.space[24]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  ${media.belowMd} {
    padding: 0 ${vars.space[12]} 0 ${vars.space[4]};
  }
`;

export const HeaderStart = styled.div`
  display: flex;
  min-width: 0;
  flex: 1;
  align-items: center;
`;

export const HeaderSearch = styled.div`
  width: 280px;
  min-width: 0;

  ${media.belowMd} {
    width: auto;
    flex: 1;
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[8]};
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${vars.space[32]};

  &:focus {
    outline: none;
  }

  ${media.belowMd} {
    padding: ${vars.space[24]} ${vars.space[16]};
  }
`;

/** Hidden until focused: the first Tab stop lets keyboard users jump past the navigation. */
export const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    top: ${vars.space[8]};
    left: ${vars.space[8]};
    z-index: ${vars.zIndex.toast};
    padding: ${vars.space[8]} ${vars.space[16]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceRaised};
    box-shadow: ${vars.shadow.md};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
  }
`;
