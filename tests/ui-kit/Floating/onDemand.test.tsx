import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useFetchPartWhen, type OnDemand } from '../../../ui-kit/Floating/onDemand.ts';

/** What the stories of Menu and Tooltip cannot show: a part that cannot be fetched, and fetched again. */

const Part: ComponentType<{ text: string }> = ({ text }) => <p>{text}</p>;

function Opener({ source, wanted, onFailed }: { source: OnDemand<{ text: string }>; wanted: boolean; onFailed: () => void }) {
  const [Held, setHeld] = useState(source.loaded);
  useFetchPartWhen(source, wanted, Held, (part) => setHeld(() => part), onFailed);
  return Held && wanted ? <Held text="the open part" /> : <p>closed</p>;
}

describe('a floating part fetched on first use', () => {
  afterEach(cleanup);

  it('fetches once, however often it is asked for, and is then at hand', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const source = onDemand(load);
    expect(source.loaded()).toBeNull();
    const [first, second] = await Promise.all([source.fetch(), source.fetch()]);
    expect(first).toBe(Part);
    expect(second).toBe(Part);
    await source.fetch();
    expect(load).toHaveBeenCalledOnce();
    expect(source.loaded()).toBe(Part);
  });

  it('forgets a fetch that failed, so the next use tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const source = onDemand<{ text: string }>(load);
    await expect(source.fetch()).rejects.toThrow('offline');
    expect(source.loaded()).toBeNull();
    await expect(source.fetch()).resolves.toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws nothing until wanted, then the part once it arrives', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const source = onDemand(load);
    const { rerender } = render(<Opener source={source} wanted={false} onFailed={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Opener source={source} wanted onFailed={vi.fn()} />);
    expect(await screen.findByText('the open part')).toBeTruthy();
  });

  it('tells the caller when the part cannot come (an open menu closes), and draws it on the next try', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Part);
    const source = onDemand<{ text: string }>(load);
    const onFailed = vi.fn();
    const { rerender } = render(<Opener source={source} wanted onFailed={onFailed} />);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(screen.getByText('closed')).toBeTruthy();
    rerender(<Opener source={source} wanted={false} onFailed={onFailed} />);
    await act(async () => {
      rerender(<Opener source={source} wanted onFailed={onFailed} />);
    });
    expect(await screen.findByText('the open part')).toBeTruthy();
    expect(onFailed).toHaveBeenCalledOnce();
  });
});
