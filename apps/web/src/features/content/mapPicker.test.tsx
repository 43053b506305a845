import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapGeocoder, MapTiles } from '@dealer/contracts/content-map';
import { queryClient } from '../../shared/api/queryClient';
import { loadTranslations } from '../../shared/i18n/i18n';
import { jsonResponse } from '../../test/fixtures';
import { MapPicker } from './components/MapPicker';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const GEOCODER: MapGeocoder = {
  searchUrl: 'https://geo.branch-net.example/search?countrycodes=id',
};
const TILES: MapTiles = {
  urlTemplate: 'https://tiles.branch-net.example/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};
const SUNTER = {
  display_name: 'Sunter Agung, Jakarta Utara, Indonesia',
  lat: '-6.1427',
  lon: '106.8701234567',
};
const KEMAYORAN = {
  display_name: 'Kemayoran, Jakarta Pusat, Indonesia',
  lat: '-6.1623',
  lon: '106.8456',
};

const fetchMock = vi.fn<typeof fetch>();
const geocoderCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse([SUNTER, KEMAYORAN]));
});
afterEach(async () => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await loadTranslations('en');
});

/** The page's use of the picker: its position is the draft's, changed only through onChange. */
function Harness(props: { tiles?: MapTiles | null; geocoder?: MapGeocoder | null }) {
  const [position, setPosition] = useState({ latitude: -6.135707, longitude: 106.883429 });
  return (
    <MapPicker
      {...position}
      onChange={setPosition}
      tiles={props.tiles ?? null}
      geocoder={props.geocoder === undefined ? GEOCODER : props.geocoder}
    />
  );
}

const searchBox = () => screen.getByLabelText('Search an address');
const fieldOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;
/** Enter down and up: the input takes one Enter per press (a held key does not repeat it). */
const pressEnter = (box: HTMLElement) => {
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const typeAndEnter = (text: string) => {
  fireEvent.change(searchBox(), { target: { value: text } });
  pressEnter(searchBox());
};

describe('the outlet map address search', () => {
  it('asks the geocoder once per Enter, never per keystroke, in the console language', async () => {
    await loadTranslations('fr');
    render(<Harness />);
    const box = screen.getByLabelText('Rechercher une adresse');
    for (const text of ['S', 'Su', 'Sunter']) fireEvent.change(box, { target: { value: text } });
    expect(fetchMock).not.toHaveBeenCalled();
    pressEnter(box);
    const results = await screen.findByRole('list', {
      name: "Résultats de la recherche d'adresse",
    });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([SUNTER.display_name, KEMAYORAN.display_name]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [asked] = geocoderCalls();
    expect(asked?.origin + asked!.pathname).toBe('https://geo.branch-net.example/search');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      countrycodes: 'id',
      q: 'Sunter',
      format: 'jsonv2',
      limit: '5',
      'accept-language': 'fr,en;q=0.5',
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
  });

  it('searches on the button too, and answers the same search again from memory', async () => {
    render(<Harness />);
    fireEvent.change(searchBox(), { target: { value: 'Sunter' } });
    fireEvent.click(screen.getByRole('button', { name: /^search$/i }));
    await screen.findByRole('list', { name: 'Address search results' });
    typeAndEnter('Sunter');
    await screen.findByText('Results: 2. Pick one to move the pin.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fills latitude and longitude (6 decimals) with the picked place and says where the pin went', async () => {
    render(<Harness />);
    typeAndEnter('Sunter');
    fireEvent.click(await screen.findByRole('button', { name: SUNTER.display_name }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('-6.142700');
    expect(screen.getByLabelText('Longitude')).toHaveValue('106.870123');
    expect(screen.getByText(`Pin moved to ${SUNTER.display_name}.`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Address search results' })).not.toBeInTheDocument();
  });

  it('puts a place outside the bounds in the field as answered, which says what is allowed', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse([{ display_name: 'Nowhere', lat: '95.5', lon: '10' }]),
    );
    render(<Harness />);
    typeAndEnter('Nowhere');
    fireEvent.click(await screen.findByRole('button', { name: 'Nowhere' }));
    const latitude = screen.getByLabelText('Latitude');
    expect(latitude).toHaveValue('95.500000');
    expect(within(fieldOf(latitude)).getByText(/90/)).toBeInTheDocument();
  });

  it('says at the field that nothing was found', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([]));
    render(<Harness />);
    typeAndEnter('Atlantis');
    expect(
      await within(fieldOf(searchBox())).findByText(
        'No place found for “Atlantis”. Try another address, click the map or type the coordinates.',
      ),
    ).toBeInTheDocument();
  });

  it('says at the field that the geocoder could not be reached, and asks again on the next press', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Harness />);
    typeAndEnter('Sunter');
    expect(
      await within(fieldOf(searchBox())).findByText(
        'The address search could not be reached. Click the map or type the coordinates instead.',
      ),
    ).toBeInTheDocument();
    typeAndEnter('Sunter');
    await screen.findByRole('list', { name: 'Address search results' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that is not a place list as a failure', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: 'Unable to geocode' }, 500));
    render(<Harness />);
    typeAndEnter('Sunter');
    await screen.findByText(/could not be reached/);
  });

  it('says the search is off when the server has none, and the coordinates still work', async () => {
    render(<Harness geocoder={null} />);
    expect(searchBox()).toBeDisabled();
    expect(
      screen.getByText(
        'Address search is not available on this server. Click the map or type the coordinates.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '-6.2' } });
    expect(screen.getByLabelText('Latitude')).toHaveValue('-6.200000');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the outlet map tiles', () => {
  it("draws the setting's tiles with its attribution linked to the licence", () => {
    const { container } = render(<Harness tiles={TILES} />);
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tiles\.branch-net\.example\/15\/\d+\/\d+\.png$/);
    expect(tile?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    const link = screen.getByRole('link', { name: '© OpenStreetMap contributors' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('escapes an attribution that looks like markup', () => {
    render(<Harness tiles={{ ...TILES, attribution: '<b>Maps</b>', attributionUrl: null }} />);
    expect(screen.getByText('<b>Maps</b>')).toBeInTheDocument();
  });

  it('falls back to the grid, and says so, when no tile loads', async () => {
    const { container } = render(<Harness tiles={TILES} />);
    const tile = container.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();
    fireEvent.error(tile!);
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).toBeNull());
    expect(screen.getByText(/The map tiles could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '© OpenStreetMap contributors' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '106.9' } });
    expect(screen.getByLabelText('Longitude')).toHaveValue('106.900000');
  });

  it('is a plain grid without attribution when tiles are off', () => {
    const { container } = render(<Harness tiles={null} />);
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
