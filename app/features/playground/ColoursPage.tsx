import styled from 'styled-components';
import { cssVarName, themeDeclarations, themeNames, themes, vars, type ThemeName } from '../../../ui-kit/index.ts';
import { SpecimenLabel, Topic } from './playground.styles.ts';

/**
 * A panel that declares one theme's colour variables for itself, so both themes show side by side
 * whatever the page's theme is.
 */
const ThemeScope = styled.div<{ $theme: ThemeName }>`
  ${({ $theme }) => themeDeclarations($theme)}
  padding: ${vars.space[16]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  min-width: 0;
  font-size: ${vars.fontSize.sm};
`;

const Chip = styled.span`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const SwatchText = styled.span`
  display: flex;
  min-width: 0;
  flex-direction: column;
`;

const themeTitles: Record<ThemeName, string> = { light: 'Light theme', dark: 'Dark theme' };

/** /playground/colours: every colour role with its value, in the light and the dark theme. */
export function ColoursPage() {
  return (
    <>
      {themeNames.map((theme) => (
        <Topic key={theme} aria-labelledby={`playground-colours-${theme}`}>
          <h2 id={`playground-colours-${theme}`}>{themeTitles[theme]}</h2>
          <ThemeScope $theme={theme} data-theme-scope={theme}>
            <Swatches aria-label={`${themeTitles[theme]} colours`}>
              {Object.entries(themes[theme].color).map(([role, value]) => (
                <Swatch key={role}>
                  <Chip style={{ background: `var(${cssVarName('color', role)})` }} />
                  <SwatchText>
                    {role}
                    <SpecimenLabel>{value}</SpecimenLabel>
                  </SwatchText>
                </Swatch>
              ))}
            </Swatches>
          </ThemeScope>
        </Topic>
      ))}
    </>
  );
}
