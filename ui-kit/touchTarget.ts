import { css } from 'styled-components';
import { media, TOUCH_TARGET_PX } from './tokens.ts';

/**
 * On a phone or a touch screen, a control smaller than TOUCH_TARGET_PX still takes a tap that
 * lands within TOUCH_TARGET_PX × TOUCH_TARGET_PX of its centre: an invisible ::after widens what
 * the finger hits without moving anything on the page (so layouts and their screenshots stay).
 * The element must be positioned (relative) for the area to centre on it.
 */
export const touchTargetArea = css`
  ${media.touch} {
    &::after {
      content: '';
      position: absolute;
      top: 50%;
      left: 50%;
      width: max(100%, ${TOUCH_TARGET_PX}px);
      height: max(100%, ${TOUCH_TARGET_PX}px);
      transform: translate(-50%, -50%);
    }
  }
`;

/** A row in a list of choices (menu items): tall enough to tap on a phone, where rows sit edge to edge. */
export const touchTargetHeight = css`
  ${media.touch} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;
