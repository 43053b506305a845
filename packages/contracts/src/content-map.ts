import { z } from 'zod';
import { ZAck } from './envelope';

/**
 * GET /api/cms/map-settings (content editors): where the outlet map's tiles and its address
 * search come from. Server settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_ATTRIBUTION_URL,
 * MAP_GEOCODER_URL), read by the console at run time so a deployment changes them without a new
 * build; null = turned off (the map is then a grid, and the search says it is unavailable).
 */
export const CONTENT_MAP_API = { settings: '/api/cms/map-settings' } as const;

export const ZMapTiles = z.object({
  /** A Leaflet URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  urlTemplate: z.string(),
  /** Plain text shown over the map (tile servers require it), e.g. © OpenStreetMap contributors */
  attribution: z.string(),
  /** Where the attribution links to (the data's licence page); null = plain text. */
  attributionUrl: z.string().nullable(),
});
export type MapTiles = z.infer<typeof ZMapTiles>;

export const ZMapGeocoder = z.object({
  /**
   * A Nominatim-compatible search endpoint; the console adds q, format=jsonv2, limit and
   * accept-language to its query and keeps what the setting already has (countrycodes=id).
   */
  searchUrl: z.string(),
});
export type MapGeocoder = z.infer<typeof ZMapGeocoder>;

export const ZMapSettings = z.object({
  tiles: ZMapTiles.nullable(),
  geocoder: ZMapGeocoder.nullable(),
});
export type MapSettings = z.infer<typeof ZMapSettings>;

export const ZMapSettingsResponse = ZAck.extend(ZMapSettings.shape);
