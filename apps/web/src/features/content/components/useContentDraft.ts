import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';

interface ContentDraftOptions<Item extends { thumbnailUrl: string | null }, Draft> {
  queryKey: (id: string) => QueryKey;
  fetch: (id: string, signal: AbortSignal) => Promise<Item>;
  /** The draft of a new item. */
  blank: Draft;
  /** The draft an existing item opens with. */
  fromItem: (item: Item) => Draft;
}

/**
 * The state every content add/edit form shares: the item of the route's `:id` (none on add), the
 * draft the user edits (filled from the item once it loads), and the image preview's URL, which
 * the draft holds only as a file id.
 */
export function useContentDraft<Item extends { thumbnailUrl: string | null }, Draft>({
  queryKey,
  fetch,
  blank,
  fromItem,
}: ContentDraftOptions<Item, Draft>) {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: ({ signal }) => fetch(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
  const [draft, setDraft] = useState<Draft>(blank);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const item = existing.data;
  // Each item the server sends refills the form once, while rendering (not in an effect): the
  // item alone decides a refill (fromItem is a pure mapping defined inline by the page).
  const [filledFrom, setFilledFrom] = useState<Item | undefined>(undefined);
  if (item && item !== filledFrom) {
    setFilledFrom(item);
    setDraft(fromItem(item));
    setImageUrl(item.thumbnailUrl);
  }
  // `set` is the user's edit (the item's refill above is not): the form then asks before leaving.
  const { markEdited, release } = useUnsavedEdits();
  const set = (patch: Partial<Draft>) => {
    markEdited();
    setDraft((current) => ({ ...current, ...patch }));
  };
  return {
    item,
    draft,
    set,
    /** Lets the form leave after a save (useContentSave). */
    release,
    imageUrl,
    setImageUrl,
    /** The route names an item that could not be loaded (gone, or not the user's to edit). */
    missing: existing.isError,
    /** The route names an item that has not arrived yet. */
    loading: Boolean(id) && !item && !existing.isError,
  };
}
