import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapGeocoder } from '@dealer/contracts/content-map';
import { searchPlaces, type Place } from './geocoder';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; places: Place[] }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'picked'; label: string };

interface AddressSearchProps {
  /** null: the server turned the search off, or its settings could not be read. */
  geocoder: MapGeocoder | null;
  onPick: (place: Place) => void;
}

const HELP_ID = 'outlet-address-search-help';

/**
 * The outlet map's address search: the editor types an address and presses Enter or the button
 * (one request per press, never per keystroke), then picks one of the answers, which moves the pin.
 * Every outcome is said in words under the field; the map and the coordinates work without it.
 */
export function AddressSearch({ geocoder, onPick }: AddressSearchProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const inFlight = useRef(false);

  const search = async (value: string) => {
    const wanted = value.trim();
    // One search at a time: a second Enter while the first is on its way sends nothing.
    if (!geocoder || wanted === '' || inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'searching' });
    try {
      const places = await searchPlaces(geocoder, wanted, i18n.language);
      setState(places.length > 0 ? { kind: 'found', places } : { kind: 'none' });
    } catch {
      setState({ kind: 'failed' });
    } finally {
      inFlight.current = false;
    }
  };

  const pick = (place: Place) => {
    onPick(place);
    setState({ kind: 'picked', label: place.label });
  };

  // Turned off is a fact of the server, not a mistake of the editor: said in the hint's colour
  // (antd's warning yellow also reads at under 3:1 on white).
  const problem = geocoder !== null && (state.kind === 'failed' || state.kind === 'none');
  const help = !geocoder
    ? t('content.addressSearchOff')
    : state.kind === 'failed'
      ? t('content.addressSearchFailed')
      : state.kind === 'none'
        ? t('content.addressSearchNone', { query: query.trim() })
        : state.kind === 'found'
          ? t('content.addressSearchFound', { count: state.places.length })
          : state.kind === 'picked'
            ? t('content.addressSearchPicked', { place: state.label })
            : state.kind === 'searching'
              ? t('content.addressSearching')
              : t('content.addressSearchHint');

  return (
    <Form.Item
      label={t('content.addressSearch')}
      htmlFor="outlet-address-search"
      style={{ marginBottom: 0 }}
      validateStatus={problem ? 'error' : undefined}
      help={
        <span id={HELP_ID} role="status">
          {help}
        </span>
      }
    >
      <Input.Search
        id="outlet-address-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onSearch={(value) => void search(value)}
        enterButton={t('content.addressSearchButton')}
        loading={state.kind === 'searching'}
        disabled={!geocoder}
        aria-describedby={HELP_ID}
        style={{ maxWidth: 480 }}
      />
      {state.kind === 'found' ? (
        <ul className="content-map-places" aria-label={t('content.addressSearchResults')}>
          {state.places.map((place, index) => (
            <li key={`${index}-${place.label}`}>
              <Button type="link" onClick={() => pick(place)}>
                {place.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Form.Item>
  );
}
