import { Link } from 'react-router';
import type { ActivityRecord } from '../../../contract/activity.ts';
import type { RuleSetList } from '../../../contract/complianceRules.ts';
import type { HomeSummary } from '../../../contract/home.ts';
import type { Permission } from '../../../contract/permissions.ts';
import { Button, Card, CardContent, CardHeader, PageHeader, Spinner, type RelativeTimeValue } from '../../../ui-kit/index.ts';
import { ActivityList } from '../../shared/activity/ActivityList.tsx';
import { MandatoryLayoutWarning } from '../../shared/compliance/MandatoryLayoutWarning.tsx';
import { ListError, PageStack } from '../../shared/lists/lists.styles.ts';
import { AttentionCard, type AttentionCardProps } from './AttentionCard.tsx';
import { FirstRunCard } from './FirstRunCard.tsx';
import { firstRunSteps } from './firstRunSteps.ts';
import { homeTitle } from './homeTexts.ts';

export interface HomeViewProps {
  /** The signed-in person's name, for the welcome. */
  name: string;
  /**
   * Whether the reader holds a permission (docs/permissions.md): the first-run checklist shows only
   * the steps they may take, and no card when none is left.
   */
  may: (permission: Permission) => boolean;
  /** Arrived with `?welcome=true` (after an invitation, a reset or a forgot-password request). */
  welcome: boolean;
  /** Loading until the summary (and the rule sets, for those who read them) are in: until then only a spinner under the title. */
  summary: { status: 'loading' | 'error' | 'ready'; data: HomeSummary | undefined };
  /** The latest changes; null for a reader who may not read the activity log (no card). */
  recent: { status: 'loading' | 'error' | 'ready'; records: ActivityRecord[] } | null;
  /** The pages the reader may open, for the attention card's links (every one by default). */
  opens?: AttentionCardProps['opens'];
  /** A client user's own client page, where its venues are listed; null for admins. */
  ownClientHref: string | null;
  now?: RelativeTimeValue | undefined;
  /** The rule sets, for those who read them: a warning when mandatory slots have no layout to play (docs/compliance.md#approval). */
  ruleSets?: RuleSetList['items'] | undefined;
}

/**
 * `/`: what needs attention (venues in alert by name, screens out of date), the first-run checklist from
 * nothing to a screen playing, and the latest changes. A client user gets the same page within its
 * own client; each reader gets the steps theirs to take (a designer none, so no checklist).
 *
 * While the summary loads, a spinner stands alone under the title: the cards come in together once it
 * is in, so none is pushed down by one arriving above it (a layout shift, docs/operations.md#benchmarks).
 */
export function HomeView({ name, may, welcome, summary, recent, ownClientHref, now, ruleSets, opens }: HomeViewProps) {
  const description = welcome
    ? 'Good to have you here. Below is what needs attention and where to start.'
    : 'What needs attention, where to start and what changed lately.';
  const allAlertHref = ownClientHref ?? '/venues?inAlert=true';
  // The steps the reader may take: none, no card.
  const steps = summary.data ? firstRunSteps(summary.data.checklist, may) : [];
  return (
    <PageStack>
      <PageHeader
        title={homeTitle(name, welcome)}
        description={description}
        actions={
          ownClientHref ? (
            <Button as={Link} to={ownClientHref} variant="outline">
              Your venues
            </Button>
          ) : null
        }
      />
      {ruleSets ? <MandatoryLayoutWarning items={ruleSets} linkToSettings /> : null}
      {summary.status === 'loading' ? <Spinner label="Loading your home page" /> : null}
      {summary.status === 'error' ? (
        <Card>
          <CardContent>
            <ListError>Error</ListError>
          </CardContent>
        </Card>
      ) : null}
      {summary.data ? (
        <>
          <AttentionCard
            venuesInAlert={summary.data.venuesInAlert}
            allHref={allAlertHref}
            screensOutOfDate={summary.data.screensOutOfDate}
            screensShort={summary.data.screensShort}
            screensUnzoned={summary.data.screensUnzoned}
            staleDataSources={summary.data.staleDataSources}
            opens={opens}
          />
          {steps.length > 0 ? <FirstRunCard steps={steps} /> : null}
        </>
      ) : null}
      {summary.status === 'loading' || recent === null ? null : (
        <Card>
          <CardHeader
            title="Recent changes"
            description="Who changed what, and when"
            actions={
              <Button as={Link} to="/activity" variant="outline" size="sm">
                All activity
              </Button>
            }
          />
          <CardContent>
            <ActivityList status={recent.status} records={recent.records} now={now} />
          </CardContent>
        </Card>
      )}
    </PageStack>
  );
}
