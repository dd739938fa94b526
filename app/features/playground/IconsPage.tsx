import styled from 'styled-components';
import { Icon, iconNames, vars } from '../../../ui-kit/index.ts';
import { SpecimenLabel, Topic } from './playground.styles.ts';

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${vars.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[8]};
  padding: ${vars.space[12]} ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  text-align: center;
`;

/** /playground/icons: the kit's icon set, each with the name components pass to <Icon name>. */
export function IconsPage() {
  return (
    <Topic aria-labelledby="playground-icons">
      <h2 id="playground-icons">Icons ({iconNames.length})</h2>
      <IconGrid aria-label="Icons">
        {iconNames.map((name) => (
          <IconCell key={name}>
            <Icon name={name} size="lg" />
            <SpecimenLabel>{name}</SpecimenLabel>
          </IconCell>
        ))}
      </IconGrid>
    </Topic>
  );
}
