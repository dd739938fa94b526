import { Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageHeader, Tab, TabList, TabPanel, Tabs } from '../../../ui-kit/index.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { playgroundPathOf, playgroundTabOf, playgroundTabs, type PlaygroundTab } from './playgroundTabs.ts';

/** Five tabs are wider than a phone: they scroll sideways on their own instead of the page. */
const TabScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/**
 * The style guide's frame (docs/product.md#routes): a title and the kit's own tabs, one per page. A tab is an
 * address, so each page can be linked to and Back works; the selected tab's panel holds the page.
 */
export function PlaygroundLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = playgroundTabOf(pathname);
  return (
    <PageStack>
      <PageHeader title="Playground" description="The UI kit as the app uses it: tokens, components, form controls and icons." />
      <Tabs value={current} onValueChange={(next) => void navigate(playgroundPathOf(next as PlaygroundTab))}>
        <TabScroller>
          <TabList aria-label="Playground">
            {playgroundTabs.map((tab) => (
              <Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
        </TabScroller>
        {playgroundTabs.map((tab) => (
          <TabPanel key={tab.value} value={tab.value}>
            <Outlet />
          </TabPanel>
        ))}
      </Tabs>
    </PageStack>
  );
}
