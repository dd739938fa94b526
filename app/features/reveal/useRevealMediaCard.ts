import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RevealMediaKind } from '../../../contract/reveal.ts';
import {
  deleteRevealMedia,
  revealKeys,
  revealMediaQuery,
  uploadRevealMedia,
  type RevealLevel,
  type RevealUploadFields,
} from '../../api/reveal.ts';
import { useErrorToast } from '../../toasts/useErrorToast.ts';
import { useMutationDialog } from '../../shared/mutations/useMutationDialog.ts';
import { useRecordDialog } from '../../shared/mutations/useRecordDialog.ts';
import { toMediaItems, type MediaItemView } from './mediaItems.ts';
import type { RevealMediaCardData } from './RevealMediaCard.tsx';
import { isRevealFileType, isRevealVideoType, type RevealAddValues } from './revealForms.ts';
import { deleteTexts, loadErrorTitle, uploadTexts } from './revealTexts.ts';
import { queryStatus } from '../../api/queryStatus.ts';

/** The add form's values as the upload call's fields and file. */
function toUpload(values: RevealAddValues): { fields: RevealUploadFields; file: File } {
  const file = (() => {
    const chosen = { video: 'revealVideo', file: 'revealFile', poster: 'revealPoster', background: 'revealBackground' }[values.kind];
    const value = (values as unknown as Record<string, unknown>)[chosen];
    if (!(value instanceof File)) throw new Error('The form let a missing file through.');
    return value;
  })();
  switch (values.kind) {
    case 'video':
      if (!isRevealVideoType(values.videoType)) throw new Error('The form let an unknown video type through.');
      return { file, fields: { kind: 'video', name: values.name, videoType: values.videoType, regionId: values.regionId === 'null' ? null : values.regionId } };
    case 'file':
      if (!isRevealFileType(values.fileType)) throw new Error('The form let an unknown file type through.');
      return { file, fields: { kind: 'file', fileType: values.fileType } };
    case 'poster':
      return { file, fields: { kind: 'poster', name: values.posterName } };
    case 'background':
      return { file, fields: { kind: 'background', name: values.backgroundName } };
  }
}

type Extras = Pick<RevealMediaCardData, 'regionOptions' | 'fileTypes'>;

/**
 * One media card wired to the API: its list query, and an add and a delete dialog, each a
 * mutationDialog machine (docs/product.md#states: progress toast, success or error toast, refetch, close).
 */
export function useRevealMediaCard(level: RevealLevel, ownerId: string, kind: RevealMediaKind, extras: Extras = {}): RevealMediaCardData {
  const queryClient = useQueryClient();
  const query = useQuery(revealMediaQuery(level, ownerId, kind));
  useErrorToast(query.error, loadErrorTitle(level, kind));
  const [progress, setProgress] = useState<number | null>(null);

  // A client's media show on all its venues' pages too: refresh everything Reveal.
  const refetch = () => void queryClient.invalidateQueries({ queryKey: revealKeys.all });

  const add = useMutationDialog(
    uploadTexts(level, kind),
    async (values: RevealAddValues) => {
      const { fields, file } = toUpload(values);
      setProgress(0);
      try {
        return await uploadRevealMedia(level, ownerId, fields, file, setProgress);
      } finally {
        setProgress(null);
      }
    },
    refetch,
  );
  const remove = useRecordDialog(deleteTexts(kind), (item: MediaItemView) => deleteRevealMedia(level, ownerId, kind, item.id), refetch);

  return {
    kind,
    level,
    status: queryStatus(query),
    items: query.data ? toMediaItems(kind, query.data as Parameters<typeof toMediaItems>[1], level === 'venue') : [],
    add: { ...add, progress },
    remove,
    ...extras,
  };
}
