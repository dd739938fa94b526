import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LayoutRenderer } from '../../../renderer/LayoutRenderer.tsx';
import { Alert, vars } from '../../../ui-kit/index.ts';
import { useEditorTree, type EditorTreeSource } from './useEditorTree.ts';

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  min-width: 0;
`;

/** As tall as the drawn layout from the first frame (its aspect ratio), before its width is measured: nothing under it moves. */
const Frame = styled.div`
  box-sizing: content-box;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: #000;
`;

export const PHONE_NOTE = 'Editing needs a wider screen. Open this page on a tablet or computer to change the layout.';

/**
 * The editor at phone width: the layout drawn read-only across the screen's width, with
 * a note that editing needs a wider screen, rather than a squeezed canvas and a Save cut off.
 */
export function PhonePreview(props: EditorTreeSource) {
  const tree = useEditorTree(props);
  // app/shared/layouts/useFrameWidth.ts's rule, kept here: a shared module costs the editor's chunk bytes its budget has not got.
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!frame) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  const scale = width > 0 ? width / tree.width : 0;
  return (
    <Stack data-editor-phone="">
      <Alert role="status" title="Preview only">
        {PHONE_NOTE}
      </Alert>
      <Frame ref={setFrame} style={tree.width > 0 && tree.height > 0 ? { aspectRatio: `${tree.width} / ${tree.height}` } : undefined}>
        {scale > 0 ? <LayoutRenderer tree={tree} scale={scale} aria-label={`Preview of ${props.state.name || 'the layout'}`} /> : null}
      </Frame>
    </Stack>
  );
}
