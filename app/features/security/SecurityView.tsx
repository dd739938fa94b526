import { PageHeader } from '../../../ui-kit/index.ts';
import { FormPageWidth, FormStack } from '../../forms/FormStack.ts';
import { PageStack } from '../../shared/lists/lists.styles.ts';
import { AdminSecurityCard, type AdminSecurityCardProps } from './AdminSecurityCard.tsx';
import { SessionsCard, type SessionsCardProps } from './SessionsCard.tsx';
import { TwoFactorCard, type TwoFactorCardProps } from './TwoFactorCard.tsx';

export interface SecurityViewProps {
  twoFactor: TwoFactorCardProps;
  sessions: SessionsCardProps;
  /** Admins only. */
  admin: AdminSecurityCardProps | null;
}

/** /settings/security: two-factor sign-in, my sessions, and for admins the portal's rule. */
export function SecurityView({ twoFactor, sessions, admin }: SecurityViewProps) {
  return (
    <PageStack>
      <PageHeader title="Security" description="Two-factor sign-in and the sessions you are signed in with." />
      <FormPageWidth>
        <FormStack>
          <TwoFactorCard {...twoFactor} />
          <SessionsCard {...sessions} />
          {admin ? <AdminSecurityCard {...admin} /> : null}
        </FormStack>
      </FormPageWidth>
    </PageStack>
  );
}
