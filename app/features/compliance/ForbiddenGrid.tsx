import { categories, zones, type Category, type Zone } from '../../../contract/compliance.ts';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, VisuallyHidden } from '../../../ui-kit/index.ts';
import { categoryLabels, zoneLabels } from '../../shared/compliance/complianceTexts.ts';
import { cellKey } from './ruleSetDraft.ts';

export interface ForbiddenGridProps {
  /** The forbidden `category:zone` cells. */
  forbidden: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (category: Category, zone: Zone, forbidden: boolean) => void;
}

/**
 * Which categories may not play in which zones (docs/compliance.md#the-model): a category per row,
 * a zone per column, ticked where it is forbidden. On a phone each category is a block of its zones.
 */
export function ForbiddenGrid({ forbidden, disabled, onToggle }: ForbiddenGridProps) {
  return (
    // On a phone each zone's name sits beside its box: "Seen from a cash point" on one line.
    <Table aria-label="Forbidden in these zones" density="compact" stackedLabelWidth="11rem">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Category</TableHeaderCell>
          {zones.map((zone) => (
            <TableHeaderCell key={zone} align="center">
              {zoneLabels[zone]}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category}>
            <TableCell>
              <strong>{categoryLabels[category]}</strong>
            </TableCell>
            {zones.map((zone) => (
              <TableCell key={zone} align="center" label={zoneLabels[zone]}>
                <Checkbox
                  label={<VisuallyHidden>{`${categoryLabels[category]} forbidden in ${zoneLabels[zone]}`}</VisuallyHidden>}
                  checked={forbidden.has(cellKey(category, zone))}
                  disabled={disabled}
                  onChange={(event) => onToggle(category, zone, event.target.checked)}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
