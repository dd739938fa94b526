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
  saving: boolean;
  onSave: (displayMode: DisplayMode | null) => void;
}

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

function SettingsEditor({ level, displayMode, clientDisplayMode, saving, onSave }: Omit<RevealSettingsCardProps, 'status'>) {
  const [value, setValue] = useState<string>(displayMode ?? unsetValue(level));
  const options = [
    ...(level === 'venue' ? [{ value: 'Inherit', label: inheritLabel(clientDisplayMode) }] : []),
    { value: 'Light', label: 'Light' },
    { value: 'Dark', label: 'Dark' },
    ...(level === 'client' ? [{ value: 'null', label: 'Not set' }] : []),
  ];
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
export function RevealSettingsCard({ status, ...editor }: RevealSettingsCardProps) {
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
        {/* Keyed by the saved value, so a refetch shows what the server holds. */}
        {status === 'ready' ? <SettingsEditor key={`${editor.displayMode}/${editor.clientDisplayMode}`} {...editor} /> : null}
      </CardContent>
    </Card>
  );
}
