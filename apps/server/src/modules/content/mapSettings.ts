import type { MapSettings } from '@dealer/contracts/content-map';

/**
 * The outlet map's tile server and address search (issue 35 item 17). The defaults are
 * OpenStreetMap's public services, so a console with internet shows a real map out of the box; an
 * offline branch network, or a deployment with its own servers, sets other URLs or turns them off
 * with an empty value (the map then stays a grid, and the coordinates are typed or clicked).
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's tile usage policy requires this attribution, linked to its copyright page. */
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_TILE_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

type Env = Record<string, string | undefined>;

/**
 * Unset means the default; set but empty means off. An env file's `MAP_TILE_URL=` is how an
 * operator says "no tiles here", so an empty value must not fall back to the public server.
 */
function setting(env: Env, name: string, fallback: string): string | null {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = raw.trim();
  return value === '' ? null : value;
}

/** An absolute http(s) URL without credentials, or a start-stopping error naming the setting. */
function httpUrl(name: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username !== '' || url.password !== '') {
    throw new Error(
      `${name} must be an http(s) URL such as ${example} (empty turns it off); got '${value}'`,
    );
  }
  return url;
}

function tileTemplate(value: string): string {
  const url = httpUrl('MAP_TILE_URL', value, DEFAULT_TILE_URL);
  // The content security policy admits one tile origin; {s} subdomains would need a wildcard.
  if (url.host.includes('{') || url.host.includes('%7B')) {
    throw new Error(
      `MAP_TILE_URL must name one host (no {s} subdomains: the content security policy admits exactly that origin); got '${value}'`,
    );
  }
  const missing = ['{z}', '{x}', '{y}'].filter((key) => !value.includes(key));
  if (missing.length > 0) {
    throw new Error(
      `MAP_TILE_URL must be a tile template with {z}, {x} and {y} such as ${DEFAULT_TILE_URL}; '${value}' has no ${missing.join(', ')}`,
    );
  }
  return value;
}

export function loadMapSettings(env: Env): MapSettings {
  const tileUrl = setting(env, 'MAP_TILE_URL', DEFAULT_TILE_URL);
  const attributionUrl = setting(env, 'MAP_TILE_ATTRIBUTION_URL', DEFAULT_TILE_ATTRIBUTION_URL);
  const geocoderUrl = setting(env, 'MAP_GEOCODER_URL', DEFAULT_GEOCODER_URL);
  return {
    tiles:
      tileUrl === null
        ? null
        : {
            urlTemplate: tileTemplate(tileUrl),
            attribution: setting(env, 'MAP_TILE_ATTRIBUTION', DEFAULT_TILE_ATTRIBUTION) ?? '',
            attributionUrl:
              attributionUrl === null
                ? null
                : httpUrl('MAP_TILE_ATTRIBUTION_URL', attributionUrl, DEFAULT_TILE_ATTRIBUTION_URL)
                    .href,
          },
    geocoder:
      geocoderUrl === null
        ? null
        : { searchUrl: httpUrl('MAP_GEOCODER_URL', geocoderUrl, DEFAULT_GEOCODER_URL).href },
  };
}

/**
 * The origins the console's content security policy must admit for the map, and no others: the
 * tile server's for images, the geocoder's for fetch (its placeholders are all in the path).
 */
export function mapOrigins(settings: MapSettings): { img: string[]; connect: string[] } {
  return {
    img: settings.tiles ? [new URL(settings.tiles.urlTemplate).origin] : [],
    connect: settings.geocoder ? [new URL(settings.geocoder.searchUrl).origin] : [],
  };
}
