import styled from 'styled-components';

export const LogoSvg = styled.svg`
  flex-shrink: 0;
`;
