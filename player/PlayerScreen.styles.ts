import styled from 'styled-components';

/**
 * The player's own screens: dark, calm, legible from across a room. Sizes follow the smaller side
 * of the window (vmin), clamped, so the same screen reads on a 390 px phone and on a 4K TV.
 */
export const FullScreen = styled.main`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  overflow: hidden;
  background: #000;
  color: #f5f5f5;
  font-family: Inter, system-ui, sans-serif;
  line-height: 1.3;
`;

export const Calm = styled.div`
  display: grid;
  gap: clamp(8px, 2vmin, 40px);
  justify-items: center;
  padding: 6vmin;
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(24px, 6vmin, 120px);
  font-weight: 600;
  letter-spacing: -0.01em;
`;

export const Quiet = styled.p`
  margin: 0;
  max-width: 32em;
  color: #a3a3a3;
  font-size: clamp(16px, 3vmin, 56px);
`;

/** Code beside QR on a wide screen; under it on a tall one. */
export const CodeLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, auto);
  align-items: center;
  gap: 8vmin;
  padding: 6vmin;
  max-width: 100%;
  box-sizing: border-box;

  @media (orientation: portrait) {
    grid-template-columns: minmax(0, auto);
    justify-items: center;
    text-align: center;
    gap: 5vmin;
  }
`;

export const CodeText = styled.div`
  display: grid;
  gap: clamp(10px, 2.5vmin, 48px);
`;

export const Eyebrow = styled.h1`
  margin: 0;
  color: #a3a3a3;
  font-size: clamp(18px, 3.6vmin, 72px);
  font-weight: 500;
`;

/** The code itself: the largest thing on the screen, in a face where each character is clear. */
export const Code = styled.p`
  margin: 0;
  font-size: clamp(56px, 16vmin, 360px);
  font-weight: 700;
  line-height: 1;
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-left: 1.3em;
  display: grid;
  gap: 0.4em;
  color: #d4d4d4;
  font-size: clamp(15px, 2.8vmin, 52px);
  text-align: left;

  strong {
    color: #fff;
    font-weight: 600;
  }
`;

export const QrFrame = styled.figure`
  margin: 0;
  display: grid;
  gap: clamp(6px, 1.5vmin, 24px);
  justify-items: center;
  width: clamp(140px, 36vmin, 720px);

  figcaption {
    color: #a3a3a3;
    font-size: clamp(13px, 2.2vmin, 40px);
    text-align: center;
  }
`;

/** The layout, centred and letterboxed on black at the largest size that fits the window. */
export const Stage = styled.main`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: #000;
`;

/**
 * Offline: a small dim dot in a corner. Staff who look for it see the screen is not getting
 * updates; customers watching the screen do not notice it.
 */
export const OfflineDot = styled.span`
  position: fixed;
  right: clamp(6px, 1.2vmin, 24px);
  bottom: clamp(6px, 1.2vmin, 24px);
  width: clamp(6px, 0.8vmin, 16px);
  height: clamp(6px, 0.8vmin, 16px);
  border-radius: 50%;
  background: #f59e0b;
  opacity: 0.45;
  z-index: 1;
`;
