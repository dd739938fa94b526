import styled from 'styled-components';
import { Alert, vars } from '../../../ui-kit/index.ts';
import { FittedLayout } from './FittedLayout.tsx';
import { useEditorTree, type EditorTreeSource } from './useEditorTree.ts';

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  min-width: 0;
`;

export const PHONE_NOTE = 'Editing needs a wider screen. Open this page on a tablet or computer to change the layout.';

/**
 * The editor at phone width: the layout drawn read-only across the screen's width, with
 * a note that editing needs a wider screen, rather than a squeezed canvas and a Save cut off.
 */
export function PhonePreview(props: EditorTreeSource) {
  const tree = useEditorTree(props);
  return (
    <Stack data-editor-phone="">
      <Alert role="status" title="Preview only">
        {PHONE_NOTE}
      </Alert>
      <FittedLayout tree={tree} label={`Preview of ${props.state.name || 'the layout'}`} />
    </Stack>
  );
}
