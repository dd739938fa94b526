import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FleetDisplayView } from '../../app/features/fleet/FleetDisplayView.tsx';
import { FleetView } from '../../app/features/fleet/FleetView.tsx';
import { STORY_NOW } from '../../stories/screens/fixtures/clientsAndVenues.ts';
import { fleetDisplayDetail, fleetDisplays, fleetViewArgs } from '../../stories/screens/fixtures/fleet.ts';

describe('the fleet pages (issue 22)', () => {
  afterEach(cleanup);

  it('shows each display with what it shows and why it is out of date', () => {
    const { container } = render(<FleetView {...fleetViewArgs()} displays={fleetDisplays} total={24} />);
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(fleetDisplays.length);
    expect(rows[1]?.textContent).toContain('Evening loop (playlist)');
    expect(rows[2]?.textContent).toContain('Out of date: old layout');
    expect(rows[3]?.textContent).toContain('Out of date: media failed');
    expect(rows[5]?.textContent).toContain('Not reported yet');
    expect(screen.getByRole('link', { name: 'Bar' }).getAttribute('href')).toBe(`/screens/${fleetDisplays[0]!.id}`);
    expect((screen.getByRole('button', { name: 'Reload player' }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('sends a command to the chosen displays; Select all shown chooses every row', async () => {
    const onCommand = vi.fn();
    function Chosen() {
      const [selectedIds, setSelectedIds] = useState<string[]>([]);
      return <FleetView {...fleetViewArgs()} displays={fleetDisplays} total={6} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} onCommand={onCommand} />;
    }
    render(<Chosen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Entrance at Leeds Central' }));
    expect(screen.getByText('1 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Identify' }));
    expect(onCommand).toHaveBeenCalledWith('identify');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('6 chosen')).toBeTruthy();
  }, 30_000);

  it('says when filters match nothing, and when there are no displays at all', () => {
    const { rerender } = render(<FleetView {...fleetViewArgs()} fields={{ outOfDateOnly: true }} />);
    expect(screen.getByText('No displays match')).toBeTruthy();
    rerender(<FleetView {...fleetViewArgs()} />);
    expect(screen.getByText('No displays yet')).toBeTruthy();
  });

  it('shows a display\'s player details and its commands with their states', async () => {
    const onCommand = vi.fn();
    render(<FleetDisplayView status="ready" display={fleetDisplayDetail} sending={null} onCommand={onCommand} now={STORY_NOW} />);
    expect(screen.getByRole('heading', { name: 'Sports wall', level: 1 })).toBeTruthy();
    expect(screen.getByText(/match-day\.mp4: 404 Not Found/)).toBeTruthy();
    expect(screen.getByText('734.0 MB')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Commands sent' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Re-download mediaSent'),
      expect.stringContaining('IdentifyDone'),
      expect.stringContaining('Reload playerFailed The display did not pick it up within 10 minutes.'),
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload player' }));
    expect(onCommand).toHaveBeenCalledWith('reload');
  }, 30_000);
});
