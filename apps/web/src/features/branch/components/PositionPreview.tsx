import { useTranslation } from 'react-i18next';

/** Roughly Indonesia: the frame the pin is drawn in (no map service is reachable). */
const FRAME = { west: 94, east: 142, south: -12, north: 7 };
const WIDTH = 240;
const HEIGHT = 96;

/** A pin on a grid for the branch position: a sanity check of the numbers, not a map. */
export function PositionPreview({
  latitude,
  longitude,
}: {
  latitude?: number;
  longitude?: number;
}) {
  const { t } = useTranslation();
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude);
  const x = valid ? ((longitude! - FRAME.west) / (FRAME.east - FRAME.west)) * WIDTH : 0;
  const y = valid ? ((FRAME.north - latitude!) / (FRAME.north - FRAME.south)) * HEIGHT : 0;
  const inside = valid && x >= 0 && x <= WIDTH && y >= 0 && y <= HEIGHT;
  const lines = Array.from({ length: 7 }, (_, i) => i);
  return (
    <figure className="branch-position">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('branch.positionPreview', {
          latitude: latitude ?? '',
          longitude: longitude ?? '',
        })}
      >
        <rect width={WIDTH} height={HEIGHT} className="branch-position__sea" />
        {lines.map((i) => (
          <g key={i} className="branch-position__grid">
            <line x1={(i * WIDTH) / 6} y1={0} x2={(i * WIDTH) / 6} y2={HEIGHT} />
            <line x1={0} y1={(i * HEIGHT) / 6} x2={WIDTH} y2={(i * HEIGHT) / 6} />
          </g>
        ))}
        {inside ? (
          <g transform={`translate(${x} ${y})`} className="branch-position__pin">
            <path d="M0 0 L-5 -10 A6 6 0 1 1 5 -10 Z" />
            <circle cx={0} cy={-12} r={2} fill="#fff" />
          </g>
        ) : null}
      </svg>
      <figcaption>{inside ? t('branch.positionInside') : t('branch.positionOutside')}</figcaption>
    </figure>
  );
}
