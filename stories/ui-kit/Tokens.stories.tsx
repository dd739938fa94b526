import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { cssVarName, scales, themes } from '../../ui-kit/index.ts';

const meta = { title: 'UI Kit/Tokens' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  color: var(--color-text-muted);
`;

const Chip = styled.span`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

/** Colour roles of the current theme (switch the theme in the toolbar); values are CSS variables. */
export const Colors: Story = {
  render: () => (
    <Swatches>
      {Object.keys(themes.light.color).map((role) => (
        <Swatch key={role}>
          <Chip style={{ background: `var(${cssVarName('color', role)})` }} />
          {role}
        </Swatch>
      ))}
    </Swatches>
  ),
};

const Scale = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: 12px;
  color: var(--color-text-muted);
`;

const Bar = styled.span`
  display: block;
  height: 12px;
  border-radius: 2px;
  background: var(--color-accent);
`;

/** The 8 px spacing scale (4 and 12 for tight places) and the radii. */
export const SpacingAndRadius: Story = {
  render: () => (
    <Scale>
      {Object.entries(scales.space).map(([name, value]) => (
        <div key={name}>
          --space-{name} ({value})
          <Bar style={{ width: value }} />
        </div>
      ))}
      {Object.entries(scales.radius)
        .filter(([name]) => name !== 'full')
        .map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Chip style={{ borderRadius: value, background: 'var(--color-surface-muted)' }} />
            --radius-{name} ({value})
          </div>
        ))}
    </Scale>
  ),
};

/** Inter, bundled, in the four weights the kit uses. */
export const Typography: Story = {
  render: () => (
    <Scale style={{ color: 'var(--color-text)' }}>
      {Object.entries(scales.fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size }}>
          {name} {size} — The quick brown fox jumps over the lazy dog 0123456789
        </p>
      ))}
      {Object.entries(scales.fontWeight).map(([name, weight]) => (
        <p key={name} style={{ fontWeight: Number(weight), fontSize: 16 }}>
          {name} {weight} — Client Portal
        </p>
      ))}
    </Scale>
  ),
};
