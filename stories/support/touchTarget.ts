import { expect } from 'storybook/test';
import { TOUCH_TARGET_PX } from '../../ui-kit/index.ts';

/**
 * Fails unless a tap anywhere within TOUCH_TARGET_PX × TOUCH_TARGET_PX of the control's centre
 * reaches it (its own box, or the kit's invisible touch area around a smaller control).
 */
export async function expectTouchTarget(control: HTMLElement): Promise<void> {
  const box = control.getBoundingClientRect();
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  // One pixel inside the 44 px square's edge, on each side and at each corner.
  const reach = TOUCH_TARGET_PX / 2 - 1;
  for (const [dx, dy] of [[0, -reach], [0, reach], [-reach, 0], [reach, 0], [-reach, -reach], [reach, reach]] as const) {
    const hit = document.elementFromPoint(centreX + dx, centreY + dy);
    await expect(hit !== null && control.contains(hit)).toBe(true);
  }
}
