import styled from 'styled-components';
import { media, vars } from '../tokens.ts';

export const AuthRoot = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  background: ${vars.color.bg};

  ${media.belowMd} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/**
 * Dark in both themes: the brand side is a fixed identity, the form side follows the theme. A soft
 * accent glow and a faint grid (::before) give it depth without an image to load.
 */
export const BrandPanel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[32]};
  padding: ${vars.space[40]};
  overflow: hidden;
  background: ${vars.color.brandPanel};
  color: ${vars.color.brandPanelText};
  border-right: 1px solid ${vars.color.border};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background:
      radial-gradient(60% 50% at 20% 100%, color-mix(in srgb, ${vars.color.accent} 35%, transparent), transparent 70%),
      linear-gradient(to right, rgb(255 255 255 / 0.04) 1px, transparent 1px) 0 0 / 32px 32px,
      linear-gradient(to bottom, rgb(255 255 255 / 0.04) 1px, transparent 1px) 0 0 / 32px 32px;
    pointer-events: none;
  }

  > * {
    position: relative;
  }

  ${media.belowMd} {
    padding: ${vars.space[24]};
    border-right: 0;
    border-bottom: 1px solid ${vars.color.border};
  }
`;

export const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[12]};
`;

export const BrandTitle = styled.p`
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.01em;
`;

export const BrandTagline = styled.p`
  max-width: 420px;
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.normal};
  color: rgb(250 250 250 / 0.72);

  ${media.belowMd} {
    display: none;
  }
`;

/** On a phone the form starts under the brand row rather than floating mid-screen. */
export const FormPanel = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[40]} ${vars.space[24]};

  ${media.belowMd} {
    align-items: flex-start;
  }
`;

/**
 * Auth forms are a single column of fields; spacing them here keeps every form consistent. Links
 * under the form (Forgot password, Back to log in) stay as wide as their text.
 */
export const FormColumn = styled.div`
  display: flex;
  width: 100%;
  max-width: 360px;
  flex-direction: column;
  gap: ${vars.space[24]};

  form {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[16]};
  }

  form > a {
    align-self: flex-start;
    border-radius: ${vars.radius.sm};
    font-size: ${vars.fontSize.md};
    text-underline-offset: 3px;
  }
`;

export const FormHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
`;

export const FormTitle = styled.h1`
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.02em;
`;

export const FormDescription = styled.p`
  color: ${vars.color.textMuted};
`;
