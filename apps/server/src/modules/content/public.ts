// The content module's front door: all that other modules and the app may import from it.
export { contentRoutes } from './routes';
export { parseCorsOrigins } from './publicCors';
export {
  DEFAULT_GEOCODER_URL,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_ATTRIBUTION_URL,
  DEFAULT_TILE_URL,
  loadMapSettings,
  mapOrigins,
} from './mapSettings';
