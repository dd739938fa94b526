import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** App views use the router's Link; stories give them a router in memory, no server needed. */
export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters as { route?: string }).route ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  );
};
