import { Link } from 'react-router';
import type { ApprovalListItem } from '../../../contract/approvals.ts';
import { Badge, Button, Card, CardContent, EmptyState, Icon, PageHeader, RelativeTime, TableCell, TableRow, TableRowLink, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { categoryLabels } from '../../shared/compliance/complianceTexts.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { NOTHING_WAITS } from '../../shared/compliance/approvalTexts.ts';

export interface ApprovalsViewProps {
  status: 'loading' | 'error' | 'ready';
  items: readonly ApprovalListItem[];
  now?: RelativeTimeValue | undefined;
}

/** Where an item's review opens: it shows the version waiting when it loads, and sends that one back. */
export const reviewHref = (item: Pick<ApprovalListItem, 'assetId'>) => `/approvals/${item.assetId}`;

/**
 * /approvals (docs/permissions.md#approvals): the layouts whose draft waits for a decision, oldest
 * submission first, each opening its review. "Your change" marks one the reader made last: another
 * person decides it.
 */
export function ApprovalsView({ status, items, now }: ApprovalsViewProps) {
  const waiting = [...items].sort((a, b) => a.submittedUtc.localeCompare(b.submittedUtc));
  return (
    <PageStack>
      <PageHeader title="Approvals" description="Layouts waiting for approval before screens that need it play them." />
      <Card>
        <CardContent>
          <ListTable
            status={status}
            isEmpty={waiting.length === 0}
            empty={<EmptyState title={NOTHING_WAITS} description="Submitted layouts show here until they are approved or rejected" icon={<Icon name="check-circle" />} />}
            label="Waiting for approval"
            columns={[{ label: 'Layout' }, { label: 'Category' }, { label: 'Version' }, { label: 'Submitted by' }, { label: 'Submitted' }, { label: 'Actions', align: 'right', labelHidden: true }]}
          >
            {waiting.map((item) => (
              <TableRow key={item.assetId} data-approval-row={item.assetId}>
                <TableCell label="Layout">
                  <TableRowLink href={reviewHref(item)} renderLink={renderRouterLink}>
                    {item.name}
                  </TableRowLink>
                  {item.canDecide ? null : (
                    <>
                      {' '}
                      <Badge variant="secondary">Your change</Badge>
                    </>
                  )}
                </TableCell>
                <TableCell label="Category">{categoryLabels[item.category]}</TableCell>
                <TableCell label="Version">
                  {`v${item.version}`}
                  {item.approvedVersion === null ? ' (first)' : ` (approved v${item.approvedVersion})`}
                </TableCell>
                <TableCell label="Submitted by">
                  {item.submittedBy.name}
                </TableCell>
                <TableCell label="Submitted">
                  <RelativeTime value={item.submittedUtc} {...(now === undefined ? {} : { now })} />
                </TableCell>
                <TableCell align="right">
                  <Button as={Link} to={reviewHref(item)} variant="outline" size="sm" aria-label={`Review ${item.name}`}>
                    Review
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        </CardContent>
      </Card>
    </PageStack>
  );
}
