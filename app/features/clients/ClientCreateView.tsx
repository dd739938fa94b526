import { Link } from 'react-router';
import { createClientRequestSchema, type CreateClientRequest } from '../../../contract/clients.ts';
import { Button, Card, CardContent, CardFooter, FormError, PageHeader } from '../../../ui-kit/index.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { FormViewProps } from '../../forms/FormViewProps.ts';
import { FormPageWidth, FormStack } from '../../forms/FormStack.ts';
import { useZodForm } from '../../forms/useZodForm.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';

export interface ClientCreateViewProps extends FormViewProps<CreateClientRequest> {
  /** A message for the whole form, e.g. the 409 title when the name is taken. */
  formError: string | null;
}

/** docs/product.md#screens /clients/create: a name (docs/product.md#validation-messages, Client create). */
export function ClientCreateView({ submitting, fieldErrors, formError, onSubmit }: ClientCreateViewProps) {
  const form = useZodForm(createClientRequestSchema, { defaultValues: { name: '' }, serverErrors: fieldErrors });
  return (
    <PageStack>
      <PageHeader title="Create Client" description="A client groups venues and their Reveal media." />
      <FormPageWidth>
        <Card>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={submitting} aria-label="Create client">
            <CardContent>
              <FormStack>
                {formError ? <FormError>{formError}</FormError> : null}
                <FormTextField form={form} name="name" label="Name" autoComplete="off" autoFocus />
              </FormStack>
            </CardContent>
            <CardFooter>
              <Button as={Link} to="/clients" variant="outline">
                Cancel
              </Button>
              <Button type="submit" loading={submitting}>
                Create Client
              </Button>
            </CardFooter>
          </form>
        </Card>
      </FormPageWidth>
    </PageStack>
  );
}
