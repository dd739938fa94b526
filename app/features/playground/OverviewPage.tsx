import styled from 'styled-components';
import { cssVarName, scales, themes, vars } from '../../../ui-kit/index.ts';
import { SpecimenLabel, SpecimenRow, Topic } from './playground.styles.ts';

const TypeSample = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[12]};
  margin: 0;
`;

const SpaceBar = styled.span`
  display: block;
  height: 12px;
  border-radius: 2px;
  background: ${vars.color.accent};
`;

const Tile = styled.span`
  display: flex;
  width: 96px;
  height: 64px;
  align-items: flex-end;
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: 5rem 1fr;
  align-items: center;
  gap: ${vars.space[8]} ${vars.space[12]};
`;

/** /playground: the theme-independent scales (type, spacing, radii) and the shadows. */
export function OverviewPage() {
  return (
    <>
      <Topic aria-labelledby="playground-type">
        <h2 id="playground-type">Type scale</h2>
        {Object.entries(scales.fontSize).map(([name, size]) => (
          <TypeSample key={name} style={{ fontSize: `var(${cssVarName('fontSize', name)})` }}>
            Venue Portal
            <SpecimenLabel>
              fontSize.{name} · {size}
            </SpecimenLabel>
          </TypeSample>
        ))}
        <SpecimenRow>
          {Object.entries(scales.fontWeight).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight }}>
              {name} {weight}
            </span>
          ))}
        </SpecimenRow>
      </Topic>
      <Topic aria-labelledby="playground-space">
        <h2 id="playground-space">Spacing</h2>
        <Column>
          {Object.entries(scales.space).map(([name, size]) => (
            <SpaceRow key={name} name={name} size={size} />
          ))}
        </Column>
      </Topic>
      <Topic aria-labelledby="playground-shape">
        <h2 id="playground-shape">Radii and shadows</h2>
        <SpecimenRow>
          {Object.entries(scales.radius).map(([name, size]) => (
            <Tile key={name} style={{ borderRadius: `var(${cssVarName('radius', name)})` }}>
              <SpecimenLabel>
                radius.{name} · {size}
              </SpecimenLabel>
            </Tile>
          ))}
          {Object.keys(themes.light.shadow).map((name) => (
            <Tile key={name} style={{ borderRadius: vars.radius.md, boxShadow: `var(${cssVarName('shadow', name)})` }}>
              <SpecimenLabel>shadow.{name}</SpecimenLabel>
            </Tile>
          ))}
        </SpecimenRow>
      </Topic>
    </>
  );
}

function SpaceRow({ name, size }: { name: string; size: string }) {
  return (
    <>
      <SpecimenLabel>space.{name}</SpecimenLabel>
      <SpaceBar style={{ width: `var(${cssVarName('space', name)})` }} title={size} />
    </>
  );
}
