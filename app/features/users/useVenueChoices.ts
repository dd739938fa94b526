import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientVenueChoicesQuery } from '../../api/venues.ts';
import type { VenueChoice } from './VenuesField.tsx';

/** The venues a role's form offers: those of the client the form has chosen, loaded when it is chosen. */
export interface VenueChoicesProps {
  /** The chosen client's venues; null while they load (or before a client is chosen). */
  venues: VenueChoice[] | null;
  failed: boolean;
  /** The form tells which client its role belongs to (null: none, or a role without venues). */
  onClientChange: (clientId: string | null) => void;
}

/** The route's side of the venues field: one query per client, cached, only while a dialog wants it. */
export function useVenueChoices(): VenueChoicesProps {
  const [clientId, setClientId] = useState<string | null>(null);
  const query = useQuery({ ...clientVenueChoicesQuery(clientId ?? ''), enabled: clientId !== null });
  return {
    venues: clientId === null ? null : (query.data?.items.map((venue) => ({ id: venue.id, name: venue.name })) ?? null),
    failed: clientId !== null && query.isError,
    onClientChange: setClientId,
  };
}
