import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../ui-kit/index.ts';
import { Row, Stack } from './storySupport.tsx';

/** Pictures drawn inline (no network, no fonts): a portrait and a client's logo mark. */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;
const portrait = svg(
  '<rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#4338ca"/>',
);
const clientLogo = svg(
  '<rect width="64" height="64" rx="12" fill="#0f766e"/><path d="M16 44 32 16l16 28z" fill="#ccfbf1"/><circle cx="32" cy="36" r="5" fill="#0f766e"/>',
);
/** Not an image at all: the browser fails to decode it, so the initials show. */
const broken = 'data:image/png;base64,bm90LWFuLWltYWdl';

const meta = {
  title: 'UI Kit/Avatar',
  component: Avatar,
  args: { name: 'Jamie Fraser', size: 'md', shape: 'circle', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { src: portrait } };

/** No picture: the first letters of the first and last words. */
export const Initials: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} name="Jamie Fraser" />
      <Avatar {...args} name="Royal Oak Hotel" />
      <Avatar {...args} name="madison" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Jamie Fraser' })).toHaveTextContent('JF');
    await expect(canvas.getByRole('img', { name: 'Royal Oak Hotel' })).toHaveTextContent('RH');
    await expect(canvas.getByRole('img', { name: 'madison' })).toHaveTextContent('M');
  },
};

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <Row>
        <Avatar {...args} size="sm" src={portrait} />
        <Avatar {...args} size="md" src={portrait} />
        <Avatar {...args} size="lg" src={portrait} />
      </Row>
      <Row>
        <Avatar {...args} size="sm" />
        <Avatar {...args} size="md" />
        <Avatar {...args} size="lg" />
      </Row>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
  },
};

/** Client and venue logos: square, the picture kept whole (contain), initials when there is none. */
export const SquareLogo: Story = {
  args: { shape: 'square', name: 'Northern Leisure Group' },
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" src={clientLogo} />
      <Avatar {...args} size="md" src={clientLogo} />
      <Avatar {...args} size="lg" src={clientLogo} />
      <Avatar {...args} size="lg" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
  },
};

/** The picture fails to load: the initials take its place. */
export const BrokenImage: Story = {
  args: { src: broken, name: 'Royal Oak Hotel', shape: 'square', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Royal Oak Hotel' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-fallback'));
    await expect(avatar).toHaveTextContent('RH');
    await expect(avatar.querySelector('img')).toBeNull();
  },
};
