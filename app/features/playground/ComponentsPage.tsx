import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Icon,
  JsonView,
  Logo,
  Menu,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  Popover,
  ProgressBar,
  RelativeTime,
  ShowMore,
  Spinner,
  StatusPanel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Tooltip,
  vars,
  type BadgeVariant,
  type ButtonVariant,
} from '../../../ui-kit/index.ts';
import { renderRouterLink } from '../../routing/RouterLink.tsx';
import { useToast } from '../../toasts/ToastProvider.tsx';
import { SpecimenGrid, SpecimenRow, Topic } from './playground.styles.ts';

/** A status panel fills most of a page where it is used; here it shows at specimen size, framed. */
const PanelFrame = styled.div`
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};

  > section {
    min-height: 0;
  }
`;

const buttonVariants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'];
const badgeVariants: BadgeVariant[] = ['default', 'secondary', 'success', 'warning', 'destructive'];

/** Fixed times, so the relative times read the same on every visit (and in screenshots). */
const NOW = '2026-01-15T12:00:00Z';
const SAMPLE_TIMES = ['2026-01-15T11:57:00Z', '2026-01-14T09:00:00Z', '1970-01-01T00:00:00Z'];

/** /playground/components: every kit component in its variants, wired only to local state. */
export function ComponentsPage() {
  return (
    <>
      <Topic aria-labelledby="playground-buttons">
        <h2 id="playground-buttons">Buttons</h2>
        <SpecimenRow>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </SpecimenRow>
        <SpecimenRow>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
          <Button size="icon" variant="outline" aria-label="Settings">
            <Icon name="settings" />
          </Button>
          <Button loading>Saving</Button>
          <Button disabled>Disabled</Button>
        </SpecimenRow>
      </Topic>
      <Topic aria-labelledby="playground-badges">
        <h2 id="playground-badges">Badges, avatars and logo</h2>
        <SpecimenRow>
          {badgeVariants.map((variant) => (
            <Badge key={variant} variant={variant}>
              {variant}
            </Badge>
          ))}
        </SpecimenRow>
        <SpecimenRow>
          <Avatar name="Arcadia Group" size="sm" />
          <Avatar name="Leeds Central" />
          <Avatar name="Crown Leisure" size="lg" shape="square" />
          <Logo size="md" />
        </SpecimenRow>
      </Topic>
      <Topic aria-labelledby="playground-feedback">
        <h2 id="playground-feedback">Feedback</h2>
        <SpecimenGrid>
          <Alert title="Heads up">A default alert with a title.</Alert>
          <Alert variant="destructive" title="Error updating venue open hours">
            Your changes are kept; try saving again.
          </Alert>
          <ProgressBar value={42} label="Upload progress" />
          <SpecimenRow>
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" label="Loading sample" />
          </SpecimenRow>
          <ToastTrigger />
        </SpecimenGrid>
      </Topic>
      <Topic aria-labelledby="playground-surfaces">
        <h2 id="playground-surfaces">Cards and states</h2>
        <SpecimenGrid>
          <Card>
            <CardHeader title="Card" description="A header, content and a footer." actions={<Badge>3</Badge>} />
            <CardContent>Content of the card.</CardContent>
            <CardFooter>
              <Button variant="outline">Cancel</Button>
              <Button>Save</Button>
            </CardFooter>
          </Card>
          <EmptyState title="No venues found" description="Create a venue to get started." icon={<Icon name="building" size="lg" />} />
          <PanelFrame>
            <StatusPanel title="Not Found" icon={<Icon name="alert-circle" size="xl" />} description="The page you asked for does not exist." />
          </PanelFrame>
          <PanelFrame>
            <StatusPanel title="Something went wrong!" icon={<Icon name="alert-triangle" size="xl" />} tone="destructive" />
          </PanelFrame>
        </SpecimenGrid>
      </Topic>
      <Topic aria-labelledby="playground-data">
        <h2 id="playground-data">Data</h2>
        <Table aria-label="Sample venues">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Code</TableHeaderCell>
              <TableHeaderCell>Last seen</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {['Leeds Central', 'Harbour Club', 'Riverside'].map((name, index) => (
              <TableRow key={name}>
                <TableCell label="Name">{name}</TableCell>
                <TableCell muted label="Code">{`LEE-0${index + 1}`}</TableCell>
                <TableCell label="Last seen">
                  <RelativeTime value={SAMPLE_TIMES[index] ?? NOW} now={NOW} alert={index === 1} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ShowMoreSample />
        <JsonView label="Sample answer" value={{ applied: true, clients: { created: 1, updated: 0 } }} />
        <Breadcrumbs
          renderLink={renderRouterLink}
          items={[{ label: 'Playground', href: '/playground' }, { label: 'Components' }]}
        />
      </Topic>
      <Topic aria-labelledby="playground-overlays">
        <h2 id="playground-overlays">Overlays</h2>
        <SpecimenRow>
          <Tooltip content="A tooltip">
            <Button variant="outline">Hover or focus me</Button>
          </Tooltip>
          <Popover label="Sample popover" trigger={<Button variant="outline">Popover</Button>}>
            A popover holds a little content next to its trigger.
          </Popover>
          <Menu label="Sample menu" trigger={<Button variant="outline">Menu</Button>}>
            <MenuLabel detail="A quieter detail">Menu label</MenuLabel>
            <MenuSeparator />
            <MenuItem icon="settings">Settings</MenuItem>
            <MenuItem icon="log-out">Logout</MenuItem>
          </Menu>
          <DialogSamples />
        </SpecimenRow>
      </Topic>
    </>
  );
}

function ShowMoreSample() {
  const [shown, setShown] = useState(10);
  return <ShowMore shown={shown} total={25} onShowMore={() => setShown((count) => Math.min(count + 10, 25))} />;
}

function ToastTrigger() {
  const showToast = useToast();
  return (
    <SpecimenRow>
      <Button variant="outline" onClick={() => showToast({ title: 'Details saved', variant: 'success' })}>
        Success toast
      </Button>
      <Button variant="outline" onClick={() => showToast({ title: 'Error saving details', variant: 'destructive' })}>
        Error toast
      </Button>
    </SpecimenRow>
  );
}

function DialogSamples() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setDialogOpen(true)}>
        Dialog
      </Button>
      <Dialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Sample dialog"
        description="Focus stays inside until it closes."
        footer={<Button onClick={() => setDialogOpen(false)}>Done</Button>}
      >
        A dialog's body.
      </Dialog>
      <Button variant="outline" onClick={() => setConfirmOpen(true)}>
        Confirm dialog
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete user?"
        description="A confirmation before something that cannot be undone."
        confirmLabel="Delete"
        variant="destructive"
        onConfirm={() => setConfirmOpen(false)}
      />
    </>
  );
}
