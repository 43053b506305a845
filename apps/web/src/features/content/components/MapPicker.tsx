import { Alert, Flex, Form } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { ZOutletUpdate } from '@dealer/contracts/content';
import type { MapGeocoder, MapTiles } from '@dealer/contracts/content-map';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf, numberProblem } from '../../../shared/form/numberBounds';
import { numberProblemText } from '../../../shared/form/numberRules';
import { AddressSearch } from './AddressSearch';

/**
 * The contract's bounds. A typed coordinate goes to the outlet as typed (never clamped: 200 was
 * saved as 90, the North Pole); out of bounds, the field says what is allowed, the map stays where
 * it was, and the server refuses the save.
 */
const LATITUDE = boundsOf(ZOutletUpdate.shape.latitude);
const LONGITUDE = boundsOf(ZOutletUpdate.shape.longitude);

/** Where a new outlet's map opens (spec 1: the group's head office in Sunter, Jakarta). */
export const DEFAULT_CENTRE = { lat: -6.135707, lng: 106.883429 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet shows attributions as HTML: the setting is text (and a link), escaped here. */
export function attributionHtml(tiles: MapTiles): string {
  const text = escapeHtml(tiles.attribution);
  return tiles.attributionUrl
    ? `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${text}</a>`
    : text;
}

// An icon drawn with CSS: Leaflet's default marker images do not survive bundling.
const pin = L.divIcon({
  className: 'content-map-pin',
  html: '<span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

function Follow({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom(), { animate: false });
  }, [lat, lng, map]);
  return null;
}

function ClickToPlace({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

interface MapPickerProps {
  latitude: number;
  longitude: number;
  onChange: (position: { latitude: number; longitude: number }) => void;
  /** The server's tile setting; null = off (or not known): the map is a plain grid. */
  tiles: MapTiles | null;
  /** The server's address search; null = off (or not known): the search says so. */
  geocoder: MapGeocoder | null;
}

/**
 * The outlet's map position: search an address, drag the marker or click the map (rounded to 6
 * decimals, about 10 cm), or type the coordinates. Without tiles (turned off, or none loads on an
 * offline branch network) the map is a plain grid, and the rest still works.
 */
export function MapPicker({ latitude, longitude, onChange, tiles, geocoder }: MapPickerProps) {
  const { t } = useTranslation();
  // A tile that fails before any has loaded means no tile server here: back to the grid, whose
  // lines read better than a map of grey error squares. A stray failure after that is ignored.
  const [tilesFailed, setTilesFailed] = useState(false);
  const anyTileLoaded = useRef(false);
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        anyTileLoaded.current = true;
      },
      tileerror: () => {
        if (!anyTileLoaded.current) setTilesFailed(true);
      },
    }),
    [],
  );
  const shownTiles = tilesFailed ? null : tiles;
  const set = (lat: number, lng: number) =>
    onChange({ latitude: round(lat), longitude: round(lng) });
  const handlers = useMemo(
    () => ({
      dragend: (e: L.LeafletEvent) => {
        const at = (e.target as L.Marker).getLatLng();
        set(at.lat, at.lng);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [onChange],
  );
  const latitudeProblem = numberProblem(latitude, LATITUDE);
  const longitudeProblem = numberProblem(longitude, LONGITUDE);
  const valid = !latitudeProblem && !longitudeProblem;
  // The map and its marker stay at the last valid position while a typed one is out of bounds.
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const [shown, setShown] = useState({ lat: latitude, lng: longitude });
  if (valid && (shown.lat !== latitude || shown.lng !== longitude)) {
    setShown({ lat: latitude, lng: longitude });
  }
  return (
    <Flex vertical gap={8}>
      <AddressSearch geocoder={geocoder} onPick={(place) => set(place.latitude, place.longitude)} />
      <Flex gap={12} wrap>
        <Form.Item
          label={t('content.latitude')}
          htmlFor="outlet-latitude"
          style={{ marginBottom: 0 }}
          validateStatus={latitudeProblem ? 'error' : undefined}
          help={latitudeProblem ? numberProblemText(latitudeProblem) : undefined}
        >
          <NumberInput
            id="outlet-latitude"
            step={0.000001}
            value={latitude}
            onChange={(v) => typeof v === 'number' && onChange({ latitude: v, longitude })}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          label={t('content.longitude')}
          htmlFor="outlet-longitude"
          style={{ marginBottom: 0 }}
          validateStatus={longitudeProblem ? 'error' : undefined}
          help={longitudeProblem ? numberProblemText(longitudeProblem) : undefined}
        >
          <NumberInput
            id="outlet-longitude"
            step={0.000001}
            value={longitude}
            onChange={(v) => typeof v === 'number' && onChange({ latitude, longitude: v })}
            style={{ width: 160 }}
          />
        </Form.Item>
      </Flex>
      <div className="content-map" role="application" aria-label={t('content.mapLabel')}>
        <MapContainer
          center={[shown.lat, shown.lng]}
          zoom={15}
          style={{ height: 280 }}
          attributionControl={false}
        >
          {shownTiles ? (
            <>
              <AttributionControl position="bottomright" />
              <TileLayer
                url={shownTiles.urlTemplate}
                attribution={attributionHtml(shownTiles)}
                // OpenStreetMap's tile policy wants a Referer; the page sends none (helmet).
                referrerPolicy="strict-origin-when-cross-origin"
                eventHandlers={tileEvents}
              />
            </>
          ) : null}
          <Marker
            position={[shown.lat, shown.lng]}
            draggable
            icon={pin}
            eventHandlers={handlers}
            keyboard={false}
          />
          <Follow lat={shown.lat} lng={shown.lng} />
          <ClickToPlace onPick={set} />
        </MapContainer>
      </div>
      {tiles && tilesFailed ? (
        <Alert type="info" showIcon role="status" title={t('content.mapTilesFailed')} />
      ) : null}
    </Flex>
  );
}
