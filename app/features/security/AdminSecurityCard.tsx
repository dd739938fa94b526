import { Alert, Card, CardContent, CardHeader, Checkbox } from '../../../ui-kit/index.ts';

export interface AdminSecurityCardProps {
  /** null while loading. */
  requireAdminTwoFactor: boolean | null;
  saving: boolean;
  error: string | null;
  onChange: (requireAdminTwoFactor: boolean) => void;
}

/** Settings → Security, admins only: require two-factor sign-in of every admin. */
export function AdminSecurityCard({ requireAdminTwoFactor, saving, error, onChange }: AdminSecurityCardProps) {
  return (
    <Card>
      <CardHeader title="Portal security" description="Applies to every admin." />
      <CardContent>
        {error ? <Alert variant="destructive" title={error} /> : null}
        <Checkbox
          label="Require two-factor sign-in for admins"
          hint="An admin without it is sent here to turn it on after signing in."
          checked={requireAdminTwoFactor ?? false}
          disabled={requireAdminTwoFactor === null || saving}
          aria-busy={saving}
          onChange={(event) => onChange(event.target.checked)}
        />
      </CardContent>
    </Card>
  );
}
