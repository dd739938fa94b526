import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';
import { floatingSurface } from '../Floating/Floating.styles.ts';
import { vars } from '../tokens.ts';

export const DialogOverlay = styled(FloatingOverlay)`
  z-index: ${vars.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${vars.space[16]};
  background: ${vars.color.overlay};
`;

/** Widths per size. */
const widths = { sm: '400px', md: '512px', lg: '720px' } as const;

export const DialogPanel = styled.div`
  ${floatingSurface}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[16]};
  width: 100%;
  max-height: calc(100dvh - 32px);
  padding: ${vars.space[24]};
  outline: none;

  &[data-size='sm'] {
    max-width: ${widths.sm};
  }

  &[data-size='md'] {
    max-width: ${widths.md};
  }

  &[data-size='lg'] {
    max-width: ${widths.lg};
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};

  [data-dismissible] > & {
    padding-right: ${vars.space[32]};
  }
`;

export const DialogTitle = styled.h2`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.01em;
`;

export const DialogDescription = styled.p`
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.textMuted};
`;

export const DialogBody = styled.div`
  font-size: ${vars.fontSize.md};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[8]};
`;

export const DialogClose = styled.div`
  position: absolute;
  top: ${vars.space[12]};
  right: ${vars.space[12]};
`;
