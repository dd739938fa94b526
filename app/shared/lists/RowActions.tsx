import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TableCell, vars } from '../../../ui-kit/index.ts';

/** Side by side when there is room; on a phone they wrap instead of pushing the table wider. */
const RowActionsRoot = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[8]};
`;

export interface RowAction {
  /** The button's text; its accessible name adds the row's ("Edit Summer"). */
  label: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

export interface RowActionsCellProps {
  /** The row's name, in each button's accessible name. */
  name: string;
  /** Outline buttons, in order, after `children` (a link rendered as a button). */
  actions?: RowAction[];
  /** Delete, last and quiet (ghost): its dialog asks before anything goes. */
  onDelete?: () => void;
  children?: ReactNode;
}

/** A list row's last cell: its actions (Edit, Delete…), right-aligned, one accessible name each. */
export function RowActionsCell({ name, actions = [], onDelete, children }: RowActionsCellProps) {
  return (
    <TableCell align="right">
      <RowActionsRoot>
        {children}
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="outline"
            size="sm"
            onClick={action.onClick}
            aria-label={`${action.label} ${name}`}
            {...(action.loading === undefined ? {} : { loading: action.loading })}
            {...(action.disabled === undefined ? {} : { disabled: action.disabled })}
          >
            {action.label}
          </Button>
        ))}
        {onDelete ? (
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        ) : null}
      </RowActionsRoot>
    </TableCell>
  );
}
