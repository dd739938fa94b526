import type { FailedMail } from '../../../contract/mailOutbox.ts';
import { Card, CardContent, CardHeader, RelativeTime, TableCell, TableRow, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { ListTable } from '../../shared/lists/ListTable.tsx';

export interface UndeliveredMailCardProps {
  /** Mail the outbox gave up on: after a day of retries, or refused by the mail server. */
  mails: FailedMail[];
  /** "Now" for the Gave up column (stories freeze it). */
  now?: RelativeTimeValue | undefined;
}

/**
 * /users (Admin): the mail nobody received, so an admin can reach those people another way (send
 * the invitation again, or tell them to ask for a new password link). Shown only when there is
 * some: an empty card would only be noise on a page admins visit for other things.
 */
export function UndeliveredMailCard({ mails, now }: UndeliveredMailCardProps) {
  if (mails.length === 0) return null;
  return (
    <Card data-users-card="undelivered-mail">
      <CardHeader
        title="Mail not delivered"
        description="The mail server refused these, or could not be reached for a day. Nobody received them."
      />
      <CardContent>
        <ListTable
          status="ready"
          isEmpty={false}
          empty={null}
          label="Mail not delivered"
          columns={[{ label: 'To' }, { label: 'Subject' }, { label: 'Tries' }, { label: 'Last error' }, { label: 'Gave up' }]}
          loadingRows={1}
          loadingLabel="Loading undelivered mail"
        >
          {mails.map((mail) => (
            <TableRow key={mail.id} data-failed-mail={mail.id}>
              <TableCell label="To">{mail.to}</TableCell>
              <TableCell label="Subject">{mail.subject}</TableCell>
              <TableCell muted label="Tries">
                {mail.attempts}
              </TableCell>
              <TableCell muted label="Last error">
                {mail.lastError ?? 'No answer'}
              </TableCell>
              <TableCell muted label="Gave up">
                <RelativeTime value={mail.failedUtc ?? mail.createdUtc} now={now} />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </CardContent>
    </Card>
  );
}
