import { useState } from 'react';
import styled from 'styled-components';
import type { DisplayMode } from '../../../contract/reveal.ts';
import { Button, Card, CardContent, CardHeader, Select, Spinner, vars } from '../../../ui-kit/index.ts';
import type { RevealLevel } from '../../api/reveal.ts';
import { LoadingRow } from '../../shared/lists/cardStates.styles.ts';
import { ListError } from '../../shared/lists/lists.styles.ts';

/** The Select's value for "unset": 'null' at client level (docs/product.md#validation-messages), Inherit at venue level. */
const unsetValue = (level: RevealLevel) => (level === 'client' ? 'null' : 'Inherit');

export interface RevealSettingsCardProps {
  level: RevealLevel;
  status: 'loading' | 'error' | 'ready';
  /** The saved display mode; null is unset (client) or inherit (venue). */
  displayMode: DisplayMode | null;
  /** Venue level: what Inherit gives (the client's setting), when the server says. */
  clientDisplayMode?: DisplayMode | null;
  /** Those who may change the owner (docs/permissions.md) get the form; others read the saved mode. */
  canEdit: boolean;
  saving: boolean;
  onSave: (displayMode: DisplayMode | null) => void;
}

/** What the card shows and does, as its hook gives it; the section adds who may change it. */
export type RevealSettingsCardData = Omit<RevealSettingsCardProps, 'canEdit'>;

const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[16]};

  & > :first-child {
    align-self: stretch;
  }
`;

function inheritLabel(clientDisplayMode: DisplayMode | null | undefined) {
  if (clientDisplayMode === undefined) return 'Inherit';
  return `Inherit (client: ${clientDisplayMode ?? 'not set'})`;
}

/** The display modes a level offers, each with what it reads. */
function displayModeOptions(level: RevealLevel, clientDisplayMode: DisplayMode | null | undefined) {
  return [
    ...(level === 'venue' ? [{ value: 'Inherit', label: inheritLabel(clientDisplayMode) }] : []),
    { value: 'Light', label: 'Light' },
    { value: 'Dark', label: 'Dark' },
    ...(level === 'client' ? [{ value: 'null', label: 'Not set' }] : []),
  ];
}

const SavedMode = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};

  span:first-child {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  span:last-child {
    font-weight: ${vars.fontWeight.medium};
  }
`;

function SettingsEditor({ level, displayMode, clientDisplayMode, saving, onSave }: Omit<RevealSettingsCardProps, 'status' | 'canEdit'>) {
  // The choice follows the saved value whenever that changes (a save, a refetch), so the form shows
  // what the server holds. Set here, not by remounting the form: a remount took the focus from the
  // Save button just pressed and dropped a keyboard user at the top of the page.
  const saved = displayMode ?? unsetValue(level);
  const [choice, setChoice] = useState({ saved, value: saved });
  if (choice.saved !== saved) setChoice({ saved, value: saved });
  const value = choice.saved === saved ? choice.value : saved;
  const setValue = (next: string) => setChoice({ saved, value: next });
  const options = displayModeOptions(level, clientDisplayMode);
  return (
    <SettingsForm
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value === 'Light' || value === 'Dark' ? value : null);
      }}
    >
      <Select
        label="Display mode"
        name="displayMode"
        options={options}
        value={value}
        onValueChange={setValue}
        hint={
          level === 'venue'
            ? 'Inherit uses the display mode of the client.'
            : 'Venues that inherit use this display mode on the Reveal site.'
        }
      />
      <Button type="submit" size="sm" loading={saving}>
        Save
      </Button>
    </SettingsForm>
  );
}

/** docs/product.md#screens, Reveal › Settings: the display mode (client: Light, Dark, Not set; venue: Inherit, Light, Dark). */
export function RevealSettingsCard({ status, canEdit, ...editor }: RevealSettingsCardProps) {
  const savedLabel = displayModeOptions(editor.level, editor.clientDisplayMode).find((option) => option.value === (editor.displayMode ?? unsetValue(editor.level)))?.label;
  return (
    <Card data-reveal-card="settings">
      <CardHeader title="Settings" description="How the Reveal site looks." />
      <CardContent>
        {status === 'loading' ? (
          <LoadingRow>
            <Spinner label="Loading settings" />
          </LoadingRow>
        ) : null}
        {status === 'error' ? <ListError>Error</ListError> : null}
        {status === 'ready' && canEdit ? <SettingsEditor {...editor} /> : null}
        {status === 'ready' && !canEdit ? (
          <SavedMode>
            <span>Display mode</span>
            <span>{savedLabel}</span>
          </SavedMode>
        ) : null}
      </CardContent>
    </Card>
  );
}
