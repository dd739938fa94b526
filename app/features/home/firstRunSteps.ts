import type { HomeSummary } from '../../../contract/home.ts';

/** One step of the first-run checklist: ticked from real data, linking to where it is done. */
export interface FirstRunStep {
  key: 'client' | 'venue' | 'openHours' | 'controller' | 'layout' | 'playing';
  title: string;
  /** How to do it, or what was done. */
  description: string;
  done: boolean;
  /** Where the step is done (or, once done, the record that did it); null until an earlier step is. */
  href: string | null;
}

type Checklist = HomeSummary['checklist'];

const venuePage = (venue: { clientId: string; id: string }) => `/clients/${venue.clientId}/${venue.id}`;
const controllerPage = (c: { clientId: string; venueId: string; graphicsControllerId: string }) =>
  `/clients/${c.clientId}/${c.venueId}/${c.graphicsControllerId}`;
const displayPage = (d: { clientId: string; venueId: string; graphicsControllerId: string; displayId: string }) =>
  `${controllerPage(d)}/${d.displayId}`;

/** The steps that concern everyone who looks after a venue: open hours, a linked screen, its layout, playing. */
function venueSteps(list: Checklist, canDesign: boolean): FirstRunStep[] {
  const designed = list.designedDisplay;
  const steps: FirstRunStep[] = [
    {
      key: 'openHours',
      title: "Set a venue's open hours",
      description: list.venueWithOpenHours
        ? `${list.venueWithOpenHours.name} has open hours; alerts are sent only while a venue is open.`
        : 'On the venue page, under Open hours. Offline alerts are sent only while a venue is open.',
      done: list.venueWithOpenHours !== null,
      href: list.venueWithOpenHours ? venuePage(list.venueWithOpenHours) : list.venue ? venuePage(list.venue) : null,
    },
    {
      key: 'controller',
      title: 'Link a screen',
      description: list.controller
        ? 'A graphics controller is linked.'
        : 'Open /player in the screen’s browser, then choose Link Graphics Controller on the venue page and enter the code it shows.',
      done: list.controller !== null,
      href: list.controller ? controllerPage(list.controller) : list.venue ? venuePage(list.venue) : null,
    },
  ];
  if (canDesign) {
    steps.push({
      key: 'layout',
      title: "Design the screen's layout",
      description: designed ? 'A display has a layout.' : 'Open the linked controller’s display and place text, images or videos on it.',
      done: designed !== null,
      href: designed ? displayPage(designed) : list.controller ? controllerPage(list.controller) : null,
    });
  }
  steps.push({
    key: 'playing',
    title: 'See it playing',
    description: list.playingDisplay
      ? 'A screen is online and playing its layout.'
      : 'Once the screen is online it plays its layout within a heartbeat or two.',
    done: list.playingDisplay !== null,
    href: list.playingDisplay ? displayPage(list.playingDisplay) : designed ? displayPage(designed) : null,
  });
  return steps;
}

/**
 * From nothing to a screen playing: an admin's six steps; a client user, whose client
 * and venues an admin made, gets the venue's steps (the layout is designed by an admin).
 */
export function firstRunSteps(list: Checklist, role: 'Admin' | 'ClientIdentity'): FirstRunStep[] {
  if (role === 'ClientIdentity') return venueSteps(list, false);
  return [
    {
      key: 'client',
      title: 'Add a client',
      description: list.client ? `${list.client.name} is a client.` : 'The business whose venues you look after; or upload a CSV of clients and venues.',
      done: list.client !== null,
      href: list.client ? `/clients/${list.client.id}` : '/clients/create',
    },
    {
      key: 'venue',
      title: 'Add a venue',
      description: list.venue ? `${list.venue.name} is a venue of ${list.venue.clientName}.` : 'A place of a client where screens play.',
      done: list.venue !== null,
      href: list.venue ? venuePage(list.venue) : list.client ? '/venues/create' : null,
    },
    ...venueSteps(list, true),
  ];
}

/** "2 of 6 done". */
export function progressText(steps: FirstRunStep[]): string {
  return `${steps.filter((step) => step.done).length} of ${steps.length} done`;
}
