import { useMemo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CLIENT_UPLOAD_COLUMNS, CLIENT_UPLOAD_FIELD, type ClientUploadResult } from '../../../../contract/clientUpload.ts';
import { Button, Card, CardContent, CardFooter, FormError, PageHeader, vars } from '../../../../ui-kit/index.ts';
import { TemplateDownloadLink } from './TemplateDownloadLink.tsx';
import { UploadResult } from './UploadResult.tsx';
import { PageStack } from '../../../shared/lists/lists.styles.ts';
import { FormFileField } from '../../../forms/FormFileField.tsx';
import { FormPageWidth, FormStack } from '../../../forms/FormStack.ts';
import { useZodForm } from '../../../forms/useZodForm.ts';
import { clientUploadFormSchema } from './clientUploadForm.ts';

const Columns = styled.p`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Code = styled.code`
  font-family: ${vars.font.mono};
  color: ${vars.color.text};
`;

export interface ClientUploadViewProps {
  /** The file the form starts with (stories); null in the app. */
  defaultFile?: File | null;
  /** Every change of the chosen file: the route forgets the last answer then. */
  onFileChange: (file: File | null) => void;
  /** Upload progress 0–100 while uploading, else null. */
  progress: number | null;
  uploading: boolean;
  /** The server's message about the file (400 on its field). */
  fileError: string | null;
  /** A failure that is not about the file (403, 409, network), shown over the form. */
  formError: string | null;
  result: ClientUploadResult | null;
  /** Called with the chosen file; without one the form shows the message of docs/product.md#validation-messages instead. */
  onSubmit: (file: File) => void;
}

/** docs/product.md#screens /clients/upload: a CSV of clients and venues; the answer shown as formatted JSON. */
export function ClientUploadView({
  defaultFile = null,
  onFileChange,
  progress,
  uploading,
  fileError,
  formError,
  result,
  onSubmit,
}: ClientUploadViewProps) {
  const serverErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    if (fileError) errors[CLIENT_UPLOAD_FIELD] = fileError;
    return errors;
  }, [fileError]);
  const form = useZodForm(clientUploadFormSchema, { defaultValues: { [CLIENT_UPLOAD_FIELD]: defaultFile }, serverErrors });
  const submit = form.handleSubmit((values) => {
    const file = values[CLIENT_UPLOAD_FIELD];
    if (file) onSubmit(file);
  });
  return (
    <PageStack>
      <PageHeader title="Upload Clients" description="Create or update clients and their venues from a CSV file." />
      <FormPageWidth>
        <Card>
          <form noValidate onSubmit={submit} aria-busy={uploading} aria-label="Upload clients">
            <CardContent>
              <FormStack>
                {formError ? <FormError>{formError}</FormError> : null}
                <Columns>
                  A header row, then one venue per row with the columns{' '}
                  {CLIENT_UPLOAD_COLUMNS.map((column, index) => (
                    <span key={column}>
                      {index > 0 ? ', ' : ''}
                      <Code>{column}</Code>
                    </span>
                  ))}
                  . Clients are matched by name and venues by GMV; a file with any bad row changes nothing.
                </Columns>
                <FormFileField
                  form={form}
                  name={CLIENT_UPLOAD_FIELD}
                  label="Clients and venues CSV"
                  accept=".csv,text/csv"
                  acceptDescription="CSV, up to 5 MB"
                  onValueChange={onFileChange}
                  progress={progress}
                  disabled={uploading}
                />
                <div>
                  <TemplateDownloadLink />
                </div>
              </FormStack>
            </CardContent>
            <CardFooter>
              <Button as={Link} to="/clients" variant="outline">
                Cancel
              </Button>
              <Button type="submit" loading={uploading}>
                Upload
              </Button>
            </CardFooter>
          </form>
        </Card>
      </FormPageWidth>
      {result ? <UploadResult result={result} /> : null}
    </PageStack>
  );
}
