import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { liveValueMachine, type LiveValueEvent } from '../../machines/liveValue.machine.ts';
import { selectAgeSeconds, selectLiveValue } from '../../machines/liveValue.selectors.ts';
import { DataValueView } from '../../renderer/widgets/DataValueView.tsx';

/** A fixed moment, so the age line and the staleness never depend on when the story runs. */
const NOW = Date.parse('2026-11-28T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const config = {
  format: 'currency',
  template: 'Major jackpot {value}',
  fallbackText: 'Jackpot unavailable',
  showAge: 'true',
  color: '#fbbf24',
  fontSize: '64px',
  width: '900px',
  height: '200px',
};

/** The machine fed the events a player's long poll would send, drawing the widget as the player does. */
function LiveJackpot({ events }: { events: LiveValueEvent[] }) {
  const actor = useActorRef(liveValueMachine, { input: { now: () => NOW } });
  useEffect(() => {
    for (const event of events) actor.send(event);
  }, [actor, events]);
  const view = useSelector(actor, selectLiveValue);
  const age = useSelector(actor, selectAgeSeconds);
  return (
    <div style={{ width: 900, height: 200, background: '#111827', padding: 16 }}>
      <DataValueView config={config} view={view} ageSeconds={age} />
    </div>
  );
}

const meta = {
  title: 'Machines/Live value',
  component: LiveJackpot,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LiveJackpot>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (ageMs: number, amount = 12345.5): LiveValueEvent => ({ type: 'value', value: amount, updatedUtc: iso(NOW - ageMs), staleAfterSeconds: 120 });

/** No value yet since the player started: the fallback text. */
export const Waiting: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Jackpot unavailable')).toBeVisible();
  },
};

/** A value within its limit: drawn in its template, with its age. */
export const Fresh: Story = {
  args: { events: [value(8_000)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Major jackpot $12,345.50')).toBeVisible();
    await expect(canvas.getByText('updated 8 s ago')).toBeVisible();
  },
};

/** The server is out of reach but the value is still within its limit: still drawn. */
export const Offline: Story = {
  args: { events: [value(60_000, 9800), { type: 'connection.lost' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Major jackpot $9,800')).toBeVisible();
    const widget = canvasElement.querySelector('[data-widget="data-value"]');
    await expect(widget?.getAttribute('data-state')).toBe('offline');
  },
};

/** Older than its limit (here 2 min): the fallback text, never the old figure. */
export const Stale: Story = {
  args: { events: [value(121_000)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jackpot unavailable')).toBeVisible();
    await expect(canvas.queryByText(/12,345/)).toBeNull();
  },
};
