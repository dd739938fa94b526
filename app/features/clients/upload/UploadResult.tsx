import styled from 'styled-components';
import type { ClientUploadResult } from '../../../../contract/clientUpload.ts';
import { Alert, Card, CardContent, CardHeader, JsonView, vars } from '../../../../ui-kit/index.ts';

const RowErrors = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  margin-top: ${vars.space[12]};
  padding-left: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
`;

const RowNumber = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[16]};
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One line on what the file did, for people who do not read JSON. */
export function resultSummary(result: ClientUploadResult): string {
  if (!result.applied) {
    return `Nothing was changed: ${plural(result.rowErrors.length, 'row')} of ${result.rows} must be fixed, then upload the file again.`;
  }
  const { clients, venues } = result;
  return `${plural(result.rows, 'row')} applied: ${clients.created} created and ${clients.updated} updated clients, ${venues.created} created and ${venues.updated} updated venues.`;
}

/** docs/product.md#screens /clients/upload: the answer as formatted JSON, with the bad rows spelled out. */
export function UploadResult({ result }: { result: ClientUploadResult }) {
  return (
    <Card>
      <CardHeader title="Result" description={resultSummary(result)} />
      <CardContent>
        <Stack>
          {result.rowErrors.length > 0 ? (
            <Alert variant="destructive" role="region" aria-label="Rows with errors" title="Rows with errors">
              <RowErrors>
                {result.rowErrors.map((rowError) => (
                  <li key={rowError.row}>
                    <RowNumber>Row {rowError.row}:</RowNumber> {rowError.messages.join(', ')}
                  </li>
                ))}
              </RowErrors>
            </Alert>
          ) : null}
          <JsonView value={result} label="Upload result" />
        </Stack>
      </CardContent>
    </Card>
  );
}
