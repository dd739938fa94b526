import type { SessionSummary } from '../../../contract/twoFactorSettings.ts';
import { Alert, Badge, Button, Card, CardContent, CardFooter, CardHeader, RelativeTime, Spinner } from '../../../ui-kit/index.ts';
import { Muted, SessionFacts, SessionList, SessionRow } from './security.styles.ts';

export interface SessionsCardProps {
  /** null while loading; 'error' when the list could not be read. */
  sessions: SessionSummary[] | null | 'error';
  /** The session whose End call is out, or 'others' for End all other sessions. */
  ending: string | null;
  /** What went wrong ending a session, if it did. */
  endError: string | null;
  onRetry: () => void;
  onEnd: (sessionId: string) => void;
  onEndOthers: () => void;
  /** For stories: the time relative times count from. */
  now?: Date;
}

const TITLE = 'Sessions';
const DESCRIPTION = 'Where you are signed in. End a session you do not recognise: it is signed out at once.';

/** Settings → Security: my sign-in sessions, each with browser and system, address and times. */
export function SessionsCard({ sessions, ending, endError, onRetry, onEnd, onEndOthers, now }: SessionsCardProps) {
  if (sessions === null || sessions === 'error') {
    return (
      <Card aria-busy={sessions === null}>
        <CardHeader title={TITLE} description={DESCRIPTION} />
        <CardContent>
          {sessions === null ? (
            <Spinner label="Loading" />
          ) : (
            <Alert variant="destructive" title="Could not load your sessions.">
              <Button variant="outline" onClick={onRetry}>
                Try again
              </Button>
            </Alert>
          )}
        </CardContent>
      </Card>
    );
  }
  const others = sessions.filter((session) => !session.current);
  return (
    <Card>
      <CardHeader title={TITLE} description={DESCRIPTION} />
      <CardContent>
        {endError ? <Alert variant="destructive" title={endError} /> : null}
        <SessionList aria-label="Sessions">
          {sessions.map((session) => {
            const device = session.device ?? 'Unknown browser';
            return (
              <SessionRow key={session.id}>
                <SessionFacts>
                  <strong>
                    {device} {session.current ? <Badge variant="success">This session</Badge> : null}
                  </strong>
                  <Muted>{session.address ?? 'Unknown address'}</Muted>
                  <Muted>
                    Signed in <RelativeTime value={session.createdUtc} {...(now ? { now } : {})} /> · last used{' '}
                    <RelativeTime value={session.lastUsedUtc} {...(now ? { now } : {})} />
                  </Muted>
                </SessionFacts>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={ending === session.id}
                    disabled={ending !== null}
                    aria-label={`End session: ${device}, ${session.address ?? 'unknown address'}`}
                    onClick={() => onEnd(session.id)}
                  >
                    End
                  </Button>
                )}
              </SessionRow>
            );
          })}
        </SessionList>
      </CardContent>
      {others.length > 0 ? (
        <CardFooter>
          <Button variant="destructive" loading={ending === 'others'} disabled={ending !== null} onClick={onEndOthers}>
            End all other sessions
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
