import styled from 'styled-components';
import type { TakeoverTimes } from '../../../../contract/takeoverBanner.ts';
import { defaultRenderLink, vars, type RenderLink } from '../../../../ui-kit/index.ts';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[8]} ${vars.space[16]};
  margin-bottom: ${vars.space[16]};
  padding: ${vars.space[12]} ${vars.space[16]};
  border: 1px solid ${vars.color.warningBorder};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.warningSubtle};
  color: ${vars.color.warningText};
  font-size: ${vars.fontSize.md};
  & a {
    color: inherit;
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const Text = styled.p`
  flex: 1 1 16rem;
  overflow-wrap: anywhere;
`;

export interface TakeoverBannerViewProps {
  /** The takeovers running now, latest started first; nothing shows without one. */
  running: TakeoverTimes[];
  /** How the end reads (the person's own clock; stories fix the zone). */
  formatTime: (iso: string) => string;
  renderLink?: RenderLink;
}

/**
 * Above every signed-in page while a takeover runs (docs/scheduling.md#model): which one, until when, and a link
 * to the Takeovers page where an admin ends it. It is a live region, so its coming and going is heard.
 */
export function TakeoverBannerView({ running, formatTime, renderLink = defaultRenderLink }: TakeoverBannerViewProps) {
  const [latest, ...others] = running;
  return (
    <div role="status" aria-live="polite">
      {latest ? (
        <Banner data-takeover-banner={latest.id}>
          <Text>
            <strong>{`Takeover running: ${latest.name}`}</strong>
            {latest.untilClosing ? ' until closing.' : ` until ${formatTime(latest.endUtc)}.`}
            {others.length > 0 ? ` ${others.length} more ${others.length === 1 ? 'takeover runs' : 'takeovers run'} too.` : ''}
          </Text>
          {renderLink({ href: '/takeovers', children: others.length > 0 ? 'See takeovers' : 'See takeover' })}
        </Banner>
      ) : null}
    </div>
  );
}
