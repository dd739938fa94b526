import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameWidth } from '../../../../app/shared/layouts/useFrameWidth.ts';

/** A ResizeObserver whose callback the test calls, as the browser would on a resize. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize(width: number) {
    this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

function Probe() {
  const { setFrame, width } = useFrameWidth();
  return (
    <div ref={setFrame} data-testid="frame">
      {width}
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useFrameWidth', () => {
  it('is 0 until the frame is measured, then follows its width, and stops following when unmounted', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { unmount } = render(<Probe />);
    const frame = screen.getByTestId('frame');
    expect(frame.textContent).toBe('0');
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([frame]);
    act(() => observer.resize(640));
    expect(frame.textContent).toBe('640');
    act(() => observer.resize(390));
    expect(frame.textContent).toBe('390');
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
