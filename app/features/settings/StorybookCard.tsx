import { Button, Card, CardContent, CardFooter, CardHeader, FormError } from '../../../ui-kit/index.ts';

export interface StorybookCardProps {
  /** True while the API is asked for the link. */
  opening: boolean;
  /** Why the last try failed (e.g. this server was built without its Storybook), else null. */
  error: string | null;
  onOpen: () => void;
}

/**
 * The published Storybook (every screen and component in each state) for those who review the
 * design. A button, not a link: the address is asked for when used, since it expires within a
 * minute (docs/permissions.md).
 */
export function StorybookCard({ opening, error, onOpen }: StorybookCardProps) {
  return (
    <Card>
      <CardHeader title="Storybook" description="Every screen and component of this release in each of its states, for design review." />
      {error ? (
        <CardContent>
          <FormError>{error}</FormError>
        </CardContent>
      ) : null}
      <CardFooter>
        <Button type="button" variant="secondary" loading={opening} onClick={onOpen}>
          Open the Storybook
        </Button>
      </CardFooter>
    </Card>
  );
}
