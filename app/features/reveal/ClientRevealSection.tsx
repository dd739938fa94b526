import { useQuery } from '@tanstack/react-query';
import { clientRevealFileTypes } from '../../../contract/reveal.ts';
import { regionsQuery } from '../../api/regions.ts';
import { usePermission } from '../../session/usePermission.ts';
import { RevealSectionView } from './RevealSectionView.tsx';
import { useRevealMediaCard } from './useRevealMediaCard.ts';
import { useRevealSettingsCard } from './useRevealSettingsCard.ts';

export interface ClientRevealSectionProps {
  clientId: string;
}

/** docs/product.md#screens /clients/{clientId}: Reveal with Settings, Files, Videos, Posters and Backgrounds. */
export function ClientRevealSection(props: ClientRevealSectionProps) {
  // Another id starts afresh: open dialogs and upload progress belong to the record they were opened for.
  return <ClientRevealSectionFor key={props.clientId} {...props} />;
}

function ClientRevealSectionFor({ clientId }: ClientRevealSectionProps) {
  const regions = useQuery(regionsQuery());
  const regionOptions = (regions.data ?? []).map((region) => ({ value: region.id, label: region.name }));
  const canEdit = usePermission('clients.edit');
  const settings = useRevealSettingsCard('client', clientId);
  const files = useRevealMediaCard('client', clientId, 'file', { fileTypes: clientRevealFileTypes });
  const videos = useRevealMediaCard('client', clientId, 'video', { regionOptions });
  const posters = useRevealMediaCard('client', clientId, 'poster');
  const backgrounds = useRevealMediaCard('client', clientId, 'background');
  return <RevealSectionView canEdit={canEdit} level="client" settings={settings} cards={[files, videos, posters, backgrounds]} />;
}
