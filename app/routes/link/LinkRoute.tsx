import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { GRAPHICS_CONTROLLER_CODE_ALPHABET, GRAPHICS_CONTROLLER_CODE_LENGTH } from '../../../contract/graphicsControllers.ts';
import { searchPanelMachine, searchResultPath } from '../../../machines/searchPanel.machine.ts';
import { selectSearchPanel } from '../../../machines/searchPanel.selectors.ts';
import { search } from '../../api/search.ts';
import { LINK_CODE_PARAM } from '../../routing/linkCodeParam.ts';
import { LinkView } from '../../features/graphicsControllers/LinkView.tsx';


const CODE = new RegExp(`^[${GRAPHICS_CONTROLLER_CODE_ALPHABET}]{${GRAPHICS_CONTROLLER_CODE_LENGTH}}$`);

/** The code of the address, upper-cased, when it can be a code at all. */
export function codeFromAddress(value: string | null): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** /link?code=XXXXXX: find the venue, then its page opens the link dialog with the code. */
export function LinkRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = codeFromAddress(params.get('code'));
  const panel = useActorRef(
    searchPanelMachine.provide({
      actors: { search: fromPromise(({ input, signal }) => search(input.query, signal)) },
      actions: {
        navigate: (_, { to }) => void navigate(`${to}?${new URLSearchParams({ [LINK_CODE_PARAM]: code ?? '' }).toString()}`),
      },
    }),
  );
  const view = useSelector(panel, selectSearchPanel);
  return (
    <LinkView
      code={code}
      search={view}
      onTermChange={(term) => panel.send({ type: 'search.termChanged', term })}
      onRetry={() => panel.send({ type: 'search.retry' })}
      onChoose={(venue) => {
        if (searchResultPath(venue) !== null) panel.send({ type: 'search.select', result: venue });
      }}
    />
  );
}

/** React Router's lazy route: this screen is its own chunk. */
export const Component = LinkRoute;
