import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, CardContent, CardFooter, FormError, PageHeader } from '../../../ui-kit/index.ts';
import { FormPageWidth, FormStack } from '../../forms/FormStack.ts';
import { PageStack } from '../lists/lists.styles.ts';

export interface CreateFormPageProps {
  /** "Create Client": the page's heading and its submit button. */
  title: string;
  description: string;
  /** The form's accessible name: "Create client". */
  formLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  submitting: boolean;
  /** A message for the whole form (a 409's title), above the fields. */
  formError: string | null;
  /** The form's handleSubmit. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields, one under the other. */
  children: ReactNode;
}

/** A /…/create page (docs/product.md#screens): its heading, one card with the fields, Cancel and Create. */
export function CreateFormPage({ title, description, formLabel, cancelTo, submitting, formError, onSubmit, children }: CreateFormPageProps) {
  return (
    <PageStack>
      <PageHeader title={title} description={description} />
      <FormPageWidth>
        <Card>
          <form noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label={formLabel}>
            <CardContent>
              <FormStack>
                {formError ? <FormError>{formError}</FormError> : null}
                {children}
              </FormStack>
            </CardContent>
            <CardFooter>
              <Button as={Link} to={cancelTo} variant="outline">
                Cancel
              </Button>
              <Button type="submit" loading={submitting}>
                {title}
              </Button>
            </CardFooter>
          </form>
        </Card>
      </FormPageWidth>
    </PageStack>
  );
}
