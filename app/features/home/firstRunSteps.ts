import type { HomeSummary } from '../../../contract/home.ts';
import type { Permission } from '../../../contract/permissions.ts';

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

/**
 * What the reader must hold to take each step (docs/permissions.md): add a client, add a venue, set
 * a venue's open hours, link a controller, set a display's own layout, open the display to see it
 * play. A step the reader could not take is not shown: its link would end in a refusal.
 */
export const FIRST_RUN_STEP_PERMISSIONS: Record<FirstRunStep['key'], Permission> = {
  client: 'clients.create',
  venue: 'venues.manage',
  openHours: 'venues.edit',
  controller: 'fleet.edit',
  layout: 'schedules.edit',
  playing: 'fleet.read',
};

const venuePage = (venue: { clientId: string; id: string }) => `/clients/${venue.clientId}/${venue.id}`;
const controllerPage = (c: { clientId: string; venueId: string; graphicsControllerId: string }) =>
  `/clients/${c.clientId}/${c.venueId}/${c.graphicsControllerId}`;
const displayPage = (d: { clientId: string; venueId: string; graphicsControllerId: string; displayId: string }) =>
  `${controllerPage(d)}/${d.displayId}`;

/** The steps that concern everyone who looks after a venue: open hours, a linked screen, its layout, playing. */
function venueSteps(list: Checklist): FirstRunStep[] {
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
  steps.push({
    key: 'layout',
    title: "Design the screen's layout",
    description: designed ? 'A display has a layout.' : 'Open the linked controller’s display and place text, images or videos on it.',
    done: designed !== null,
    href: designed ? displayPage(designed) : list.controller ? controllerPage(list.controller) : null,
  });
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
 * From nothing to a screen playing, the steps the reader may take (`may`: whether they hold a
 * permission, FIRST_RUN_STEP_PERMISSIONS): an admin's six; a client user, whose client and venues an
 * admin made, the venue's (open hours, a linked screen, seeing it play); a designer, who may set no
 * display's layout, none. Seeing it play is no step alone: a reader who can take no other (an
 * approver, a viewer) gets none, and the home page no checklist.
 */
export function firstRunSteps(list: Checklist, may: (permission: Permission) => boolean): FirstRunStep[] {
  const steps = allSteps(list).filter((step) => may(FIRST_RUN_STEP_PERMISSIONS[step.key]));
  return steps.some((step) => step.key !== 'playing') ? steps : [];
}

function allSteps(list: Checklist): FirstRunStep[] {
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
    ...venueSteps(list),
  ];
}

/** "2 of 6 done". */
export function progressText(steps: FirstRunStep[]): string {
  return `${steps.filter((step) => step.done).length} of ${steps.length} done`;
}
