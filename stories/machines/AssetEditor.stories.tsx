import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { AssetEditorView } from '../../app/features/assetEditor/AssetEditorView.tsx';
import { fitScale } from '../../app/features/assetEditor/zoom.ts';
import { useBannedTerms } from '../../app/features/assetEditor/useBannedTerms.ts';
import { ToastProvider, useToast } from '../../app/toasts/ToastProvider.tsx';
import { HELD_TOAST_MS } from '../support/heldToasts.ts';
import { useEditorViewState, type LibraryAsset } from '../../app/features/assetEditor/editorState.ts';
import type { AssetFile } from '../../contract/assetFiles.ts';
import { assetMessages, type Asset, type AssetSaveRequest } from '../../contract/assets.ts';
import { assetEditorMachine, type AssetEditorEvent } from '../../machines/assetEditor.machine.ts';
import { phoneParameters } from '../support/phone.ts';
import { openedDialog } from '../support/dialogFocus.ts';

// Ids as the server makes them: the editor checks its save by the contract's schema before sending.
const ASSET_HEADLINE = '5a1c7e2d-3b4f-4a6c-8d9e-0f1a2b3c4d01';
const ASSET_LOGO = '5a1c7e2d-3b4f-4a6c-8d9e-0f1a2b3c4d02';
const ASSET_PROMO = '5a1c7e2d-3b4f-4a6c-8d9e-0f1a2b3c4d03';
const ASSET_BANNER = '5a1c7e2d-3b4f-4a6c-8d9e-0f1a2b3c4d04';
const PLACEMENT_LOGO = '6b2d8f3e-4c5a-4b7d-9e0f-1a2b3c4d5e01';
const PLACEMENT_HEADLINE = '6b2d8f3e-4c5a-4b7d-9e0f-1a2b3c4d5e02';
const PLACEMENT_BANNER = '6b2d8f3e-4c5a-4b7d-9e0f-1a2b3c4d5e03';
const PLACEMENT_MISSING = '6b2d8f3e-4c5a-4b7d-9e0f-1a2b3c4d5e04';

const lobby: Asset = {
  id: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8',
  name: 'Lobby welcome screen',
  type: 'GROUP',
  themeId: null,
  configSchema: '{}',
  category: 'general',
  width: 'auto',
  height: 'auto',
  updatedUtc: '2026-02-20T10:00:00Z',
  placements: [
    {
      id: PLACEMENT_LOGO,
      asset: { id: ASSET_LOGO, type: 'IMAGE', name: 'Venue logo' },
      config: { width: '240px', height: 'auto' },
      x: '40px',
      y: '40px',
      order: 0,
    },
    {
      id: PLACEMENT_HEADLINE,
      asset: { id: ASSET_HEADLINE, type: 'TEXT', name: 'Headline text' },
      config: { value: 'Welcome!', width: 'auto', height: 'auto' },
      x: '320px',
      y: '200px',
      order: 1,
    },
  ],
};

const library: LibraryAsset[] = [
  {
    id: ASSET_HEADLINE,
    name: 'Headline text',
    type: 'TEXT',
    configSchema: '{"value":{"type":"text","required":true},"typeface":{"type":"typeface"}}',
    themeName: 'Summer',
  },
  { id: ASSET_LOGO, name: 'Venue logo', type: 'IMAGE', configSchema: '{}', themeName: null },
  { id: ASSET_PROMO, name: 'Promo video', type: 'VIDEO', configSchema: '{}', themeName: null },
];

const never = <T,>() => new Promise<T>(() => {});

const files: AssetFile[] = [
  {
    id: 'file-missing-bytes',
    name: 'Venue logo.png',
    fileName: 'venue-logo.png',
    originalFileName: 'Venue logo.png',
    fileType: 'Image',
    contentType: 'image/png',
    createdUtc: '2026-02-20T10:00:00.000Z',
  },
];

interface EditorProps {
  /** null for a new asset (/assets/create). */
  assetId: string | null;
  /** Stands in for GET /api/asset/{id}. */
  load: () => Promise<Asset | null>;
  /** Stands in for POST or PUT /api/asset. */
  save: (args: { input: AssetSaveRequest }) => Promise<Asset>;
  /** The list on the Assets tab. */
  assets: LibraryAsset[];
  /** The display asset editor: Update Asset and Preview. */
  displayMode?: boolean;
  /** Drawn as on a phone (read-only preview). */
  narrow?: boolean;
}

/** The asset editor machine with the server stubbed, driving the editor view as the routes do. */
function AssetEditor({ assetId, load, save, assets, displayMode = false, narrow }: EditorProps) {
  const showToast = useToast();
  // As the route does: the banned terms where the layout is scheduled come with each answer.
  const { bannedTerms, track } = useBannedTerms();
  const actor = useActorRef(
    assetEditorMachine.provide({
      actors: {
        loadAsset: fromPromise(async () => track(await load())),
        saveAsset: fromPromise(async (args: { input: AssetSaveRequest }) => track(await save(args))),
      },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
    { input: { assetId } },
  );
  const state = useEditorViewState(actor);
  const send = useCallback((event: AssetEditorEvent) => actor.send(event), [actor]);
  return (
    <AssetEditorView
      state={state}
      library={assets}
      files={files}
      groups={[]}
      themes={[]}
      canDeletePlacement
      bannedTerms={bannedTerms}
      displayMode={displayMode}
      {...(narrow === undefined ? {} : { narrow })}
      {...(displayMode ? { saveLabel: 'Update Asset', savingLabel: 'Updating...' } : {})}
      send={send}
    />
  );
}

/** The saved asset as the server would answer: new placements get ids. */
async function echoSave({ input }: { input: AssetSaveRequest }): Promise<Asset> {
  return {
    ...lobby,
    id: input.id ?? lobby.id,
    name: input.name,
    category: input.category,
    placements: input.placements.map((placement, index) => {
      const known = lobby.placements.find((p) => p.id === placement.id);
      return {
        id: placement.id ?? `7c3e9a4f-5d6b-4c8e-8f1a-${String(index).padStart(12, '0')}`,
        asset: known?.asset ?? { id: placement.assetId, type: 'IMAGE', name: 'Venue logo' },
        config: placement.config,
        x: placement.x,
        y: placement.y,
        order: placement.order,
      };
    }),
  };
}

const meta = {
  title: 'Machines/Asset editor',
  component: AssetEditor,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ToastProvider toastDurationMs={HELD_TOAST_MS}>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { assetId: lobby.id, load: async (): Promise<Asset | null> => lobby, save: echoSave, assets: library },
} satisfies Meta<typeof AssetEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Canvas' }));

/**
 * The canvas is fitted once a ResizeObserver has measured its panel (it first draws at a fallback
 * scale): stories that move or screenshot placements wait for that scale, so every run is the same.
 * Answers the drawing surface and its scale (screen pixels per layout pixel).
 */
async function waitForFittedCanvas(region: HTMLElement, placement: HTMLElement) {
  const surface = placement.offsetParent as HTMLElement;
  const shownScale = () => surface.getBoundingClientRect().width / surface.offsetWidth;
  await waitFor(() => {
    const padding = getComputedStyle(region);
    const panel = {
      width: region.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight),
      height: region.clientHeight - parseFloat(padding.paddingTop) - parseFloat(padding.paddingBottom),
    };
    const layout = { width: surface.offsetWidth, height: surface.offsetHeight };
    expect(shownScale()).toBeCloseTo(fitScale(panel, layout), 2);
  });
  return { surface, scale: shownScale() };
}

async function selectLogo(canvasElement: HTMLElement) {
  await userEvent.click((await canvasOf(canvasElement)).getByRole('button', { name: /Venue logo/ }));
}

async function saveChange(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Name'), ' (v2)');
  await userEvent.click(page.getByRole('button', { name: /Save/ }));
}

/** loading: the asset is on its way. */
export const Loading: Story = {
  args: { load: never },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

/** notFound: no asset has this id. */
export const NotFound: Story = {
  args: { load: async () => null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This asset could not be found')).toBeVisible();
  },
};

/** failed: the load failed; Try again loads once more. */
export const Failed: Story = {
  args: {
    load: async () => {
      throw new Error('server error');
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load this asset')).toBeVisible();
  },
};

/** editing.idle for a new asset: the empty canvas, and Save's tooltip lists what is missing. */
export const EditingEmpty: Story = {
  args: { assetId: null, load: never },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Drag assets here to place them')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.hover(page.getByTestId('save-wrapper'));
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Asset name is required');
    await expect(tooltip).toHaveTextContent('At least one placement is required');
  },
};

/** editing.idle with an empty asset list: No assets available. */
export const EditingNoAssets: Story = {
  args: { assetId: null, load: never, assets: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No assets available')).toBeVisible();
  },
};

/** editing.idle, a placement clicked: red outline and its properties. */
export const EditingWithSelection: Story = {
  play: async ({ canvasElement }) => {
    await selectLogo(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabelText('Width')).toHaveValue('240px');
    await expect((await canvasOf(canvasElement)).getByRole('button', { name: /Venue logo/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * editing.idle, typing through the properties: a value applied by Tab keeps the panel's fields
 * mounted, so focus lands in the next field and the keys typed there are kept (X → Y → Width → Height).
 */
export const TabThroughProperties: Story = {
  play: async ({ canvasElement }) => {
    await selectLogo(canvasElement);
    const page = within(canvasElement);
    const x = page.getByLabelText('X');
    await userEvent.clear(x);
    await userEvent.type(x, '100');
    await userEvent.tab();
    await expect(page.getByLabelText('Y')).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}120');
    await userEvent.tab();
    await expect(page.getByLabelText('Width')).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}300px');
    await userEvent.tab();
    await expect(page.getByLabelText('Height')).toHaveFocus();
    await expect(page.getByLabelText('X')).toHaveValue('100');
    await expect(page.getByLabelText('Y')).toHaveValue('120');
    await expect(page.getByLabelText('Width')).toHaveValue('300px');
  },
};

/** editing.configuring: an asset with a config schema was dropped; its dialog waits for Save or Cancel. */
export const Configuring: Story = {
  play: async ({ canvasElement }) => {
    const assetList = within(await within(canvasElement).findByRole('list', { name: 'Assets' }));
    await userEvent.click(assetList.getByRole('button', { name: /Headline text/ }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Configure Headline text' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** saving: the asset is sent; Save shows it. */
export const Saving: Story = {
  args: { save: never },
  play: async ({ canvasElement }) => {
    await saveChange(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** editing.saved: the update toast. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await saveChange(canvasElement);
    await expect(await within(document.body).findByText('Asset updated successfully')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByLabelText('Name')).toHaveValue('Lobby welcome screen (v2)'));
  },
};

/** editing.saveFailed: the error toast; the edits are kept. */
export const SaveFailed: Story = {
  args: {
    save: async () => {
      throw new Error('server error');
    },
  },
  play: async ({ canvasElement }) => {
    await saveChange(canvasElement);
    await expect(await within(document.body).findByText('Failed to update asset. Please try again.')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue('Lobby welcome screen (v2)');
  },
};

/**
 * editing.saveFailed before anything is sent: the save the editor would send fails the contract's
 * schema, which the server checks it by (here a name past 100 characters, which the name field lets
 * through). Nothing is sent; the toast says so, the contract's message is at the field, and what
 * was typed is kept to put right.
 */
export const SaveRefusedBeforeSending: Story = {
  args: { save: fn(echoSave) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const name = await page.findByLabelText('Name');
    await userEvent.click(name);
    await userEvent.paste(' for the summer season launch, with live music, happy hour and the jackpot draw on Friday');
    await userEvent.click(page.getByRole('button', { name: /Save/ }));
    await expect(await within(document.body).findByText('Invalid asset data. Please check your inputs.')).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
    await expect(name).toHaveValue('Lobby welcome screen for the summer season launch, with live music, happy hour and the jackpot draw on Friday');
    await expect(page.getByText('Asset name must not be longer than 100 characters.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * editing.saveFailed with the server's field errors: the message at the field it is about, no toast
 * advising to try again (it would fail the same way); typing in the field clears it.
 */
export const SaveRefusedByField: Story = {
  args: {
    save: async () => {
      throw Object.assign(new Error('Bad Request'), {
        problem: { title: 'One or more validation errors occurred.', status: 400, errors: { Name: ['Name must be at most 100 characters'] } },
      });
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await saveChange(canvasElement);
    const name = page.getByLabelText('Name');
    await expect(await page.findByText('Name must be at most 100 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(within(document.body).queryByText('Failed to update asset. Please try again.')).toBeNull();
    await userEvent.type(name, '!');
    await expect(page.queryByText('Name must be at most 100 characters')).toBeNull();
  },
};

/**
 * editing.saveFailed with the canvas size refused: each message at its field in Properties (the
 * contract's words), no toast; a negative height typed there is refused at once by the same rule.
 */
export const CanvasSizeRefused: Story = {
  args: {
    save: async () => {
      throw Object.assign(new Error('Bad Request'), {
        problem: { title: 'One or more validation errors occurred.', status: 400, errors: { Width: [assetMessages.widthInvalid] } },
      });
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await saveChange(canvasElement);
    await userEvent.click(page.getByRole('tab', { name: 'Properties' }));
    await expect(await page.findByText(assetMessages.widthInvalid)).toBeVisible();
    await expect(page.getByLabelText('Width')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(document.body).queryByText(/Please try again/)).toBeNull();
    const height = page.getByLabelText('Height');
    await userEvent.clear(height);
    await userEvent.type(height, '-5');
    await expect(page.getByText(assetMessages.heightInvalid)).toBeVisible();
    await expect(height).toHaveAttribute('aria-invalid', 'true');
  },
};

const banner: LibraryAsset = {
  id: ASSET_BANNER,
  name: 'Banner panel',
  type: 'GROUP',
  configSchema: '{"width":{"type":"text"},"height":{"type":"text"}}',
  themeName: null,
};

/** editing.configuring with sizes: the Configure dialog refuses `abc` and `-5` by the rule the server saves by, at each field. */
export const ConfigureSizesRefused: Story = {
  args: { assets: [...library, banner] },
  play: async ({ canvasElement }) => {
    const assetList = within(await within(canvasElement).findByRole('list', { name: 'Assets' }));
    await userEvent.click(assetList.getByRole('button', { name: /Banner panel/ }));
    const dialog = within(await openedDialog('Configure Banner panel'));
    await userEvent.type(dialog.getByLabelText('Width'), 'abc');
    await userEvent.type(dialog.getByLabelText('Height'), '-5');
    await userEvent.tab();
    await expect(dialog.getByText(assetMessages.widthInvalid)).toBeVisible();
    await expect(dialog.getByText(assetMessages.heightInvalid)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText('Width'));
    await userEvent.type(dialog.getByLabelText('Width'), '50%');
    await expect(dialog.queryByText(assetMessages.widthInvalid)).toBeNull();
  },
};

const wideBanner: Asset = {
  ...lobby,
  id: 'display-bar-left',
  name: 'Bar Left',
  type: 'DISPLAY',
  width: '1920px',
  height: '1080px',
  placements: [
    {
      id: PLACEMENT_BANNER,
      asset: { id: ASSET_HEADLINE, type: 'TEXT', name: 'Headline text' },
      config: { value: 'Happy hour 5–7 pm', width: '900px', fontSize: '96px', typeface: 'Inter' },
      x: '1500px',
      y: '100px',
      order: 0,
    },
    {
      id: PLACEMENT_MISSING,
      asset: { id: ASSET_LOGO, type: 'IMAGE', name: 'Venue logo' },
      config: { file_id: 'no-such-file', width: '480px', height: '270px' },
      x: '80px',
      y: '600px',
      order: 1,
    },
  ],
};

/** editing.idle after moves: the live region says where the placement is; Undo is offered. */
export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Canvas' });
    const logo = within(region).getByRole('button', { name: /Venue logo/ });
    await waitForFittedCanvas(region, logo);
    logo.focus();
    await userEvent.keyboard('{ArrowRight}{Alt>}{ArrowDown}{/Alt}');
    const page = within(canvasElement);
    await expect(page.getByTestId('editor-live-region')).toHaveTextContent('Venue logo 1 of 2, x 65 y 41');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(page.getByTestId('editor-live-region')).toHaveTextContent('Undone');
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
    // The screenshot shows the state, not a focus ring caught mid-transition.
    logo.blur();
  },
};

/**
 * editing.idle while a placement is dragged: the smart guides. A real pointer drag (interactjs, the
 * pure snapping functions) is held, not released, so the screenshot shows the logo snapped a few
 * layout pixels from where the pointer put it: its left edge on the headline's (a vertical guide at
 * x 320) and its top edge on the canvas's horizontal centre line (a horizontal guide at y 540).
 */
export const GuidesShowing: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Canvas' });
    const canvas = within(region);
    const logo = canvas.getByRole('button', { name: /Venue logo/ });
    const headline = canvas.getByRole('button', { name: /Headline text/ });
    const { surface, scale } = await waitForFittedCanvas(region, logo);
    const target = {
      x: headline.offsetLeft + 2,
      y: surface.offsetHeight / 2 + 3,
    };
    // user-event leaves pageX/pageY at 0 unless given, and interactjs moves by them.
    const coordsAt = (clientX: number, clientY: number) => ({
      clientX,
      clientY,
      pageX: clientX + window.scrollX,
      pageY: clientY + window.scrollY,
    });
    const from = logo.getBoundingClientRect();
    const down = coordsAt(from.left + from.width / 2, from.top + from.height / 2);
    const at = (x: number, y: number) =>
      coordsAt(down.clientX + (x - logo.offsetLeft) * scale, down.clientY + (y - logo.offsetTop) * scale);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: logo, coords: down },
      // interactjs starts the drag on the first move past its 8 px tolerance, and moves on the next.
      { coords: at(logo.offsetLeft + 30, logo.offsetTop + 30) },
      { coords: at(target.x, target.y) },
    ]);
    await expect(logo).toHaveAttribute('data-dragging', 'true');
    const guide = (orientation: string) => canvasElement.querySelector<HTMLElement>(`[data-guide="${orientation}"]`);
    // The guide layer renders on its own after the move.
    await waitFor(() => expect(guide('horizontal')).not.toBeNull());
    const vertical = guide('vertical');
    const horizontal = guide('horizontal');
    await expect(vertical).toBeVisible();
    await expect(horizontal).toBeVisible();
    await expect(vertical?.style.left).toBe(`${headline.offsetLeft}px`);
    await expect(horizontal?.style.top).toBe(`${surface.offsetHeight / 2}px`);
    // Snapped: the logo sits on both lines, not where the pointer put it.
    const snapped = { x: headline.offsetLeft, y: surface.offsetHeight / 2 };
    await expect(logo.style.transform).toBe(
      `translate(${snapped.x - logo.offsetLeft}px, ${snapped.y - logo.offsetTop}px)`,
    );
  },
};

/** The display asset editor: Update Asset, and a Preview that warns about a placement cut off by the display. */
export const DisplayPreview: Story = {
  args: { assetId: wideBanner.id, load: async (): Promise<Asset | null> => wideBanner, displayMode: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Update Asset' })).toBeEnabled();
    await expect(page.getByText('Image file not found')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Preview' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Preview' }));
    await expect(await dialog.findByText(/Headline text 1 will be cut off/)).toBeVisible();
  },
};

/** The keyboard shortcuts, listed from the toolbar (or the ? key). */
export const ShortcutsListed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Shortcuts' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(dialog.getByText('Shift+arrow keys')).toBeVisible();
    await expect(dialog.getByText('Move the selected item 10 px')).toBeVisible();
  },
};

/** A click on the empty canvas focuses it, so Ctrl+Z still undoes (and arrows move the selection). */
export const UndoAfterCanvasClick: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Canvas' });
    const logo = within(region).getByRole('button', { name: /Venue logo/ });
    await waitForFittedCanvas(region, logo);
    await userEvent.click(logo);
    // The empty canvas is clicked: the selection is dropped and focus stays in the editor.
    await userEvent.click(region);
    await expect(region).toHaveFocus();
    await userEvent.click(logo);
    region.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const page = within(canvasElement);
    await expect(page.getByTestId('editor-live-region')).toHaveTextContent('Venue logo 1 of 2, x 50 y 40');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(page.getByTestId('editor-live-region')).toHaveTextContent('Undone');
    await expect(logo.style.left).toBe('40px');
    logo.blur();
    region.blur();
  },
};

/** Add to canvas places the item in the middle of what the canvas shows, selected, with Properties open. */
export const AddedToCentre: Story = {
  args: { assetId: null, load: never },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const region = await page.findByRole('region', { name: 'Canvas' });
    // The canvas is fitted to its panel once measured: add once it is.
    await waitFor(() => expect(region.querySelector<HTMLElement>('[data-layout-surface]')?.getBoundingClientRect().width).toBeLessThan(region.clientWidth));
    await userEvent.click(await page.findByRole('button', { name: 'Add to canvas: Venue logo' }));
    const placed = await within(region).findByRole('button', { name: /Venue logo 1 of 1/ });
    await expect(placed).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    // A 1920 × 1080 canvas fully in view: its centre (960, 540) less half the estimated 400 × 120.
    await expect(page.getByLabelText('X')).toHaveValue('760');
    await expect(page.getByLabelText('Y')).toHaveValue('480');
  },
};

/** Layers list the front-most first, each named by what it shows. */
export const LayersNamedFrontFirst: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Properties' }));
    const layers = within(page.getByRole('list', { name: 'Layers' }));
    const names = layers.getAllByRole('button', { pressed: false }).map((button) => button.textContent);
    await expect(names).toEqual(['Headline text: Welcome!', 'Venue logo']);
    await expect(layers.getByRole('button', { name: 'Bring Headline text: Welcome! forward' })).toBeDisabled();
  },
};

/** At phone width the editor is a read-only preview with a note, nothing cut off. */
export const PhoneReadOnly: Story = {
  args: { narrow: true },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Editing needs a wider screen/)).toBeVisible();
    await expect(await page.findByRole('group', { name: 'Preview of Lobby welcome screen' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The layout over the whole window, as the player draws it; Escape returns. */
export const FullScreenPreview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Full screen' }));
    // The overlay's focus manager moves focus in a frame after it opens: wait for it to land.
    const overlay = await openedDialog('Full-screen preview');
    await expect(within(overlay).getByText('Welcome!')).toBeVisible();
    await expect(within(overlay).getByRole('button', { name: 'Exit full screen' })).toHaveFocus();
  },
};

/** Choose the category with the keyboard (Properties, nothing selected), as the Properties tab opens it. */
async function chooseCategory(canvasElement: HTMLElement, label: string) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('tab', { name: 'Properties' }));
  const select = await page.findByRole('combobox', { name: 'Category' });
  select.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await within(document.body).findByRole('option', { name: label }));
  return select;
}

/** A layout's category (docs/compliance.md#the-model), chosen under the canvas size and saved with the layout. */
export const CategoryChosen: Story = {
  play: async ({ canvasElement }) => {
    const select = await chooseCategory(canvasElement, 'Gaming promotion');
    await expect(select).toHaveTextContent('Gaming promotion');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save/ }));
    await expect(await within(document.body).findByText('Asset updated successfully')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Gaming promotion');
  },
};

/**
 * A display's own layout refused (409): the screens it may not play on are listed at the category,
 * in plain words (choosing another category takes the list away: tests/machines/assetEditorCategory.test.ts).
 */
export const CategoryRefusedOnScreens: Story = {
  args: {
    assetId: wideBanner.id,
    load: async (): Promise<Asset | null> => wideBanner,
    displayMode: true,
    save: async () => {
      throw Object.assign(new Error('Conflict'), {
        problem: {
          type: 'docs/compliance.md',
          title: 'Not allowed on these screens',
          status: 409,
          violations: [
            {
              displayId: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
              displayLabel: 'Front window',
              venueId: '7b2a1d3f-4c5e-4f6a-9b0c-1d2e3f4a5b6c',
              venueName: 'Harbour Hotel',
              zone: 'external',
              category: 'jackpot',
              jurisdiction: 'AU-NSW',
            },
          ],
        },
      });
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseCategory(canvasElement, 'Jackpot');
    await userEvent.click(page.getByRole('button', { name: 'Update Asset' }));
    const list = await page.findByRole('list', { name: 'Screens refused' });
    await expect(list).toHaveTextContent('Front window, Harbour Hotel: Jackpot is not allowed in the zone Seen from outside under the New South Wales rules.');
    await expect(within(document.body).queryByText(/Please try again/)).toBeNull();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Jackpot');
  },
};

/** Scheduled in New South Wales and Victoria, whose rules ban "risk free" (docs/compliance.md#banned-terms). */
const riskFree = [{ term: 'risk free', jurisdictions: ['AU-NSW' as const, 'AU-VIC' as const] }];
const scheduledLobby: Asset = { ...lobby, bannedTerms: riskFree, warnings: [] };

const headlineSaying = (value: string): Asset => ({
  ...scheduledLobby,
  placements: scheduledLobby.placements.map((placement) => (placement.id === PLACEMENT_HEADLINE ? { ...placement, config: { ...placement.config, value } } : placement)),
  warnings: value.toLowerCase().includes('risk free') ? riskFree : [],
});

/** The layout's text holds a term banned where it is scheduled: the editor says so at once, with where. */
export const BannedTermWarned: Story = {
  args: { load: async (): Promise<Asset | null> => headlineSaying('Risk FREE spins tonight') },
  play: async ({ canvasElement }) => {
    const warning = await within(canvasElement).findByRole('status', { name: 'This layout contains banned terms' });
    await expect(warning).toHaveTextContent('“risk free”: banned in New South Wales, Victoria');
    await expect(warning).toHaveTextContent('It can still be saved');
  },
};

/** Terms apply where it is scheduled, but its text holds none: nothing to say. Typing one in is warned of as it is committed. */
export const BannedTermTyped: Story = {
  args: { load: async (): Promise<Asset | null> => scheduledLobby },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('region', { name: 'Canvas' });
    await expect(page.queryByRole('status', { name: 'This layout contains banned terms' })).toBeNull();
    await userEvent.click((await canvasOf(canvasElement)).getByRole('button', { name: /Headline text/ }));
    const value = await page.findByLabelText('Value');
    await userEvent.clear(value);
    await userEvent.type(value, 'Risk free spins');
    await userEvent.tab();
    await expect(await page.findByRole('status', { name: 'This layout contains banned terms' })).toHaveTextContent('“risk free”: banned in New South Wales, Victoria');
  },
};

/** Saved all the same: the save's answer carries the warning, and its toast says so instead of a plain success. */
export const SavedWithBannedTerm: Story = {
  args: {
    load: async (): Promise<Asset | null> => headlineSaying('Risk free spins tonight'),
    save: async ({ input }: { input: AssetSaveRequest }) => ({ ...(await echoSave({ input })), bannedTerms: riskFree, warnings: riskFree }),
  },
  play: async ({ canvasElement }) => {
    await saveChange(canvasElement);
    await expect(await within(document.body).findByText('Saved with banned terms')).toBeVisible();
    await expect(within(document.body).getByText('Asset updated. It contains “risk free”, banned where it is scheduled.')).toBeVisible();
    // The editor's panel still says where (the text holds it yet).
    await expect(within(canvasElement).getByRole('status', { name: 'This layout contains banned terms' })).toHaveTextContent('“risk free”: banned in New South Wales, Victoria');
  },
};
