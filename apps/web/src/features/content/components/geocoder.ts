import { z } from 'zod';
import type { MapGeocoder } from '@dealer/contracts/content-map';
import { queryClient } from '../../../shared/api/queryClient';

/** One answer of the address search: what it is called and where it is. */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

/** Nominatim's jsonv2 answer (a list); lat and lon arrive as strings. */
const ZNominatimAnswer = z.array(
  z.object({
    display_name: z.string(),
    lat: z.coerce.number().refine(Number.isFinite),
    lon: z.coerce.number().refine(Number.isFinite),
  }),
);

/** Few results: the editor picks one of the nearest matches, and a short list reads well. */
const RESULT_LIMIT = 5;

/** The geocoder could not be reached, or answered something that is not a place list. */
export class GeocoderFailed extends Error {}

/**
 * The search's URL: the setting's own query (countrycodes=id, a key) stays, the search's fields
 * are added. accept-language asks for names in the console's language, English after it.
 */
export function searchUrl(geocoder: MapGeocoder, query: string, language: string): string {
  const url = new URL(geocoder.searchUrl, window.location.href);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(RESULT_LIMIT));
  url.searchParams.set('accept-language', language === 'en' ? 'en' : `${language},en;q=0.5`);
  return url.href;
}

async function askGeocoder(url: string, signal: AbortSignal): Promise<Place[]> {
  let reply: Response;
  try {
    reply = await fetch(url, {
      signal,
      headers: { Accept: 'application/json' },
      // The console's pages send no Referer (helmet's no-referrer); Nominatim's usage policy
      // asks for one that identifies the application, so this request sends our origin (only).
      referrerPolicy: 'strict-origin-when-cross-origin',
      credentials: 'omit',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new GeocoderFailed(`The address search at ${url} could not be reached`);
  }
  if (!reply.ok) throw new GeocoderFailed(`The address search answered HTTP ${reply.status}`);
  const parsed = ZNominatimAnswer.safeParse(await reply.json().catch(() => null));
  if (!parsed.success) throw new GeocoderFailed('The address search answered no place list');
  return parsed.data.map((place) => ({
    label: place.display_name,
    latitude: place.lat,
    longitude: place.lon,
  }));
}

/**
 * One request per search the editor asks for (Enter or the button, never a keystroke), and the
 * same search again is answered from memory for the page's life, as Nominatim's policy asks.
 * Failures are not remembered: the next press asks again.
 */
export function searchPlaces(
  geocoder: MapGeocoder,
  query: string,
  language: string,
): Promise<Place[]> {
  const url = searchUrl(geocoder, query, language);
  return queryClient.fetchQuery({
    queryKey: ['content', 'geocoder', url],
    queryFn: ({ signal }) => askGeocoder(url, signal),
    staleTime: Infinity,
    retry: false,
  });
}
