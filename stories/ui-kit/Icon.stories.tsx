import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Icon, iconNames } from '../../ui-kit/index.ts';
import { Row } from './storySupport.tsx';

const meta = {
  title: 'UI Kit/Icon',
  component: Icon,
  args: { name: 'home', size: 'xl' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 8px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);

  > svg {
    color: var(--color-text);
  }
`;

export const Playground: Story = {};

/** The whole set, drawn in currentColor. */
export const AllIcons: Story = {
  render: () => (
    <Gallery>
      {iconNames.map((name) => (
        <Tile key={name}>
          <Icon name={name} size="xl" />
          {name}
        </Tile>
      ))}
    </Gallery>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Row $gap={24}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} name="settings" size={size} label={`Settings ${size}`} />
      ))}
    </Row>
  ),
};
