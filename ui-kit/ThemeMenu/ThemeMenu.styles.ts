import styled from 'styled-components';

/**
 * The trigger shows a sun in the light theme and a moon in the dark one. CSS picks the icon from
 * the class on <html>, so the icon is right even for "system" without React knowing the result.
 */
export const ThemeIcons = styled.span`
  display: inline-flex;

  :root.dark & [data-icon='sun'],
  :root:not(.dark) & [data-icon='moon'] {
    display: none;
  }
`;
