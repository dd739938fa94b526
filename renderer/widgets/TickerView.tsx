import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { tickerDirectionOf, tickerOffset, tickerSpeedOf } from '../../contract/layout/widgets.ts';
import { useRendererClock } from '../clock.tsx';
import { textStyleOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

/**
 * A scrolling ticker: one line of text crossing its box at `speed` layout px per second, to the left
 * (default) or right. Its position is a pure function of the clock's time (tickerOffset), moved by
 * a transform each animation frame (no layout work); a stopped clock draws one still frame.
 */
export function TickerView({ config }: { config: Config }) {
  const clock = useRendererClock();
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [startMs] = useState(() => clock.now());
  const speed = tickerSpeedOf(config.speed);
  const direction = tickerDirectionOf(config.direction);
  const value = config.value ?? '';

  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return undefined;
    const place = () => {
      // A still clock shows the text where it starts reading: at the box's leading edge.
      const elapsed = clock.running ? clock.now() - startMs : (box.clientWidth / speed) * 1000;
      const x = tickerOffset(elapsed, box.clientWidth, text.offsetWidth, speed, direction);
      text.style.transform = `translateX(${x}px)`;
    };
    place();
    if (!clock.running) return undefined;
    let frame = requestAnimationFrame(function loop() {
      place();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [clock, startMs, speed, direction, value]);

  const style = textStyleOf(config);
  const boxStyle: CSSProperties = { ...style, position: 'relative', overflow: 'hidden', whiteSpace: 'nowrap', textAlign: 'left' };
  return (
    <div ref={boxRef} style={boxStyle} data-widget="ticker" aria-label={value} role="marquee">
      {/* Its own compositor layer only while it moves: a still one (a thumbnail scaled down by its
          parent, a story) is painted with the page, at the scale it is shown, the same every time. */}
      <span ref={textRef} style={{ position: 'absolute', left: 0, top: '50%', marginTop: '-0.6em', ...(clock.running ? { willChange: 'transform' } : {}) }}>
        {value}
      </span>
    </div>
  );
}
