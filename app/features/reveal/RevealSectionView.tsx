import styled from 'styled-components';
import { Button, vars } from '../../../ui-kit/index.ts';
import type { RevealLevel } from '../../api/reveal.ts';
import { SectionGrid, SectionHeading } from '../../shared/lists/SectionHeading.tsx';
import { RevealMediaCard, type RevealMediaCardData } from './RevealMediaCard.tsx';
import { RevealSettingsCard, type RevealSettingsCardData } from './RevealSettingsCard.tsx';

const HeadingRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${vars.space[12]};
  margin-bottom: ${vars.space[16]};

  h2 {
    margin-bottom: 0;
  }
`;

export interface RevealSectionViewProps {
  level: RevealLevel;
  settings: RevealSettingsCardData;
  /** Files, Videos (client only), Posters, Backgrounds. */
  cards: RevealMediaCardData[];
  /** Whether the signed-in person may change the owner's Reveal site (docs/permissions.md): else the section only reads. */
  canEdit: boolean;
  /** Venue level: the venue's page on the public Reveal site (null while unknown). */
  siteUrl?: string | null;
}

/** docs/product.md#screens: the Reveal section of the client and venue pages. */
export function RevealSectionView({ level, settings, cards, canEdit, siteUrl }: RevealSectionViewProps) {
  const headingId = `${level}-reveal-heading`;
  return (
    <section aria-labelledby={headingId} data-reveal-section={level}>
      <HeadingRow>
        <SectionHeading id={headingId}>Reveal</SectionHeading>
        {siteUrl ? (
          <Button as="a" href={siteUrl} target="_blank" rel="noreferrer" variant="link">
            Open the public venue site
          </Button>
        ) : null}
      </HeadingRow>
      <SectionGrid>
        <RevealSettingsCard {...settings} canEdit={canEdit} />
        {cards.map((card) => (
          <RevealMediaCard key={card.kind} {...card} canEdit={canEdit} />
        ))}
      </SectionGrid>
    </section>
  );
}
