import { storybookLinkSchema } from '../../contract/storybook.ts';
import { request } from './client.ts';

/** POST /api/storybook/link (admins): a one-minute address that opens the published Storybook. */
export function requestStorybookLink() {
  return request('/api/storybook/link', { method: 'POST', response: storybookLinkSchema });
}
