import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComplianceSettingsView, type ComplianceSettingsViewProps } from '../../app/features/compliance/ComplianceSettingsView.tsx';
import { ruleSetKeys } from '../../contract/compliance.ts';
import { shippedRuleSet, type RuleSetList } from '../../contract/complianceRules.ts';
import { MANDATORY_LAYOUT_MISSING, MANDATORY_LAYOUT_NOT_APPROVED } from '../../contract/mandatoryLayoutTexts.ts';
import type { Region } from '../../contract/regions.ts';
import { expectTablesToFit, phoneParameters } from '../support/phone.ts';
import { withRouter } from '../support/withRouter.tsx';
import { heldSaves } from '../support/heldSaves.ts';

const regions: Region[] = [
  { id: '1c9e5a2b-7d4f-4e8a-9b1c-2d3e4f5a6b7c', name: 'Melbourne', timeZone: 'Australia/Melbourne', jurisdiction: 'AU-VIC' },
  { id: '2d0f6b3c-8e5a-4f9b-8c2d-3e4f5a6b7c8d', name: 'Sydney', timeZone: 'Australia/Sydney', jurisdiction: 'AU-NSW' },
  { id: '3e1a7c4d-9f6b-4a0c-9d3e-4f5a6b7c8d9e', name: 'Wollongong', timeZone: 'Australia/Sydney', jurisdiction: null },
];

/** Every rule set as GET /api/compliance/rules answers it: New South Wales changed by an admin, the rest shipped. */
const ruleSets: RuleSetList['items'] = ruleSetKeys.map((key) =>
  key === 'AU-NSW'
    ? { jurisdiction: key, isDefault: false, rules: { ...shippedRuleSet(key), bannedTerms: ['guaranteed win', 'risk free'] } }
    : { jurisdiction: key, isDefault: true, rules: shippedRuleSet(key) },
);

/** The saves of the stories below that stand in for the server; their play functions end them. */
const saves = heldSaves();

const meta = {
  title: 'Screens/Compliance/Settings',
  component: ComplianceSettingsView,
  decorators: [withRouter],
  parameters: { route: '/settings/compliance' },
  args: {
    status: 'ready',
    onRetry: fn(),
    ruleSets,
    regions,
    layouts: [{ id: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', name: 'Gamble responsibly' }],
    canEdit: true,
    ruleSetKey: 'AU-NSW',
    onRuleSetKeyChange: fn(),
    saving: false,
    fieldErrors: {},
    formError: null,
    onSave: fn(),
    savingRegionId: null,
    onJurisdictionChange: fn(),
  },
} satisfies Meta<typeof ComplianceSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the rule sets and the regions. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading compliance rules' })).toBeVisible();
  },
};

/** They did not load: the page says so and offers Try again. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Error loading compliance rules')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * An admin: each region's jurisdiction as a picker; the New South Wales rules with the forbidden
 * grid, the responsible-gambling slots, the last-date and approval categories and the banned terms.
 */
export const AdminEditing: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/not legal advice/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sydney' })).toHaveTextContent('New South Wales');
    await expect(page.getByRole('combobox', { name: 'Wollongong' })).toHaveTextContent('None (the default rules)');
    await expect(page.getByRole('checkbox', { name: 'Gaming promotion forbidden in Seen from outside' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Gaming promotion forbidden in Gaming area' })).not.toBeChecked();
    await expect(page.getByText('Changed by an admin')).toBeVisible();
    await expect(page.getByLabelText('Banned terms')).toHaveValue('guaranteed win\nrisk free');

    await userEvent.click(page.getByRole('checkbox', { name: 'Liquor promotion forbidden in Seen from outside' }));
    await userEvent.click(page.getByRole('button', { name: 'Save rules' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      'AU-NSW',
      expect.objectContaining({
        forbidden: expect.arrayContaining([{ category: 'liquor-promotion', zones: ['external'] }]),
        mandatory: { zones: ['gaming-area'], secondsPerHour: 60, slotSeconds: 15, assetId: null },
        bannedTerms: ['guaranteed win', 'risk free'],
      }),
    );
  },
};

/** An admin chooses a region's jurisdiction with the keyboard; the choice is sent. */
export const JurisdictionChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Wollongong' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'New South Wales' }));
    await expect(args.onJurisdictionChange).toHaveBeenCalledWith(regions[2]?.id, 'AU-NSW');
  },
};

/** A region's jurisdiction being saved: its picker waits and keeps the focus; the other regions' stay open to change. */
export const JurisdictionSaving: Story = {
  args: { savingRegionId: regions[2]?.id ?? null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const saving = page.getByRole('combobox', { name: 'Wollongong' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(saving).toHaveAccessibleDescription('Saving…');
    saving.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(saving).toHaveFocus();
    await expect(page.getByRole('combobox', { name: 'Sydney' })).not.toHaveAttribute('aria-busy');
  },
};

/** A slot longer than the seconds an hour is refused at its field before anything is sent. */
export const SlotsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const slot = page.getByLabelText('Slot length (seconds)');
    await userEvent.clear(slot);
    await userEvent.type(slot, '90');
    await userEvent.click(page.getByRole('button', { name: 'Save rules' }));
    await expect(page.getByText('A slot must not be longer than the seconds per hour')).toBeVisible();
    await expect(slot).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the chosen layout (400 on mandatory.assetId): shown at the Layout field. */
export const LayoutRefused: Story = {
  args: { fieldErrors: { 'mandatory.assetId': 'Layout not found' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Layout not found')).toBeVisible();
  },
};

/** Saving: the button says so and the fields wait. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabelText('Seconds per hour')).toBeDisabled();
  },
};

/** The page as the route drives it: a save sends, then the server's rules come back and the save count moves on. */
function SavingRulesPage(props: ComplianceSettingsViewProps) {
  const [page, setPage] = useState({ ruleSets: props.ruleSets, saving: false, savedCount: 0 });
  const onSave: ComplianceSettingsViewProps['onSave'] = (key, rules) => {
    props.onSave(key, rules);
    setPage((current) => ({ ...current, saving: true }));
    saves.hold(() =>
      setPage((current) => ({
        ruleSets: current.ruleSets.map((item) => (item.jurisdiction === key ? { ...item, isDefault: false, rules } : item)),
        saving: false,
        savedCount: current.savedCount + 1,
      })),
    );
  };
  return <ComplianceSettingsView {...props} {...page} onSave={onSave} />;
}

/**
 * Saved by keyboard alone: the form starts again from the rules the server keeps (the ticked box
 * stays ticked) and the focus stays on Save rules (the form was once remounted by each save, and
 * the focus fell to the top of the page).
 */
export const SavedByKeyboard: Story = {
  render: (args) => <SavingRulesPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const liquor = page.getByRole('checkbox', { name: 'Liquor promotion forbidden in Seen from outside' });
    liquor.focus();
    await userEvent.keyboard(' ');
    await expect(liquor).toBeChecked();
    page.getByRole('button', { name: 'Save rules' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await page.findByRole('button', { name: 'Saving...' })).toHaveFocus();
    saves.endAll();
    const save = await page.findByRole('button', { name: 'Save rules' });
    await expect(save).toHaveFocus();
    await expect(page.getByRole('checkbox', { name: 'Liquor promotion forbidden in Seen from outside' })).toBeChecked();
  },
};

/**
 * An admin asks to put New South Wales's shipped rules back: a dialog says what goes and asks
 * first (Cancel has the focus), nothing is sent yet.
 */
export const RestoreDefaultsAsked: Story = {
  args: { onRestoreDefaults: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore defaults' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Restore the shipped rules of New South Wales?' });
    await expect(within(dialog).getByText(/replaced by the shipped defaults/)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(args.onRestoreDefaults).not.toHaveBeenCalled();
  },
};

/** Confirmed: the jurisdiction shown is sent to be restored and the dialog closes. */
export const RestoreDefaultsConfirmed: Story = {
  args: { onRestoreDefaults: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore defaults' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Restore the shipped rules of New South Wales?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore defaults' }));
    await expect(args.onRestoreDefaults).toHaveBeenCalledWith('AU-NSW');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Restoring: the button spins and the fields wait. Shipped rules offer no Restore defaults at all. */
export const RestoringDefaults: Story = {
  args: { onRestoreDefaults: fn(), restoring: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Restore defaults' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabelText('Seconds per hour')).toBeDisabled();
  },
};

/** A rule set still on its shipped defaults has nothing to restore: no button. */
export const NothingToRestore: Story = {
  args: { onRestoreDefaults: fn(), ruleSetKey: 'AU-QLD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shipped defaults')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Restore defaults' })).toBeNull();
  },
};

/** Victoria's shipped rules: gaming content only in the gaming area. */
export const VictoriaDefaults: Story = {
  args: { ruleSetKey: 'AU-VIC' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Shipped defaults')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Jackpot forbidden in Bar' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Jackpot forbidden in Gaming area' })).not.toBeChecked();
  },
};

/** An approver reads the rules and jurisdictions; nothing can be changed or saved. */
export const ApproverReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Only admins change these rules. You can read them.')).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Sydney' })).toBeNull();
    await expect(page.getByText('New South Wales', { selector: 'dd' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Gaming promotion forbidden in Seen from outside' })).toBeDisabled();
    await expect(page.queryByRole('button', { name: 'Save rules' })).toBeNull();
  },
};

/** No regions yet: venues follow the default rules. */
export const NoRegions: Story = {
  args: { regions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No regions')).toBeVisible();
  },
};

/** A 390 px phone: the grid stacks each category into a block of its zones. */
export const Phone: Story = {
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    await expectTablesToFit(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Save rules' })).toBeVisible();
  },
};

/**
 * The mandatory slots of two rule sets have no layout screens may play (docs/compliance.md#approval):
 * one's responsible-gambling layout was never approved; the page says so above the rules.
 */
export const MandatoryLayoutNotApproved: Story = {
  args: {
    ruleSets: ruleSets.map((item) =>
      item.jurisdiction === 'AU-NSW' || item.jurisdiction === 'default'
        ? { ...item, mandatoryLayout: { assetId: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', playable: false } }
        : { ...item, mandatoryLayout: { assetId: '4f2b8d5e-0a7c-4b1d-8e4f-5a6b7c8d9e0f', playable: true } },
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const warning = page.getByText(MANDATORY_LAYOUT_NOT_APPROVED).closest('[role="alert"]') as HTMLElement;
    await expect(warning).toBeVisible();
    await expect(warning).toHaveTextContent('New South Wales');
    await expect(warning).toHaveTextContent('Default (regions without a jurisdiction)');
    await expect(warning).not.toHaveTextContent('Victoria');
    await expect(page.queryByText(MANDATORY_LAYOUT_MISSING)).toBeNull();
  },
};

/** No responsible-gambling layout exists at all: said apart, on a phone too, as every jurisdiction rather than each by name. */
export const MandatoryLayoutMissingPhone: Story = {
  args: { ruleSets: ruleSets.map((item) => ({ ...item, mandatoryLayout: item.rules.mandatory ? { assetId: null, playable: false } : null })) },
  parameters: phoneParameters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(MANDATORY_LAYOUT_MISSING)).toBeVisible();
    await expect(page.queryByText(MANDATORY_LAYOUT_NOT_APPROVED)).toBeNull();
    const warning = page.getByText(MANDATORY_LAYOUT_MISSING).closest('[role="alert"]') as HTMLElement;
    await expect(warning).toHaveTextContent('in every jurisdiction');
    await expect(warning).not.toHaveTextContent('Victoria');
  },
};
