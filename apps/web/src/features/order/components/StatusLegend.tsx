import { useTranslation } from 'react-i18next';
import type { BoardKind } from '../boards';
import { BLINKING_STATUS, LEGENDS, STATUS_COLORS, textColorOn } from '../statusStyle';
import { StatusIcon } from '../../../shared/order/StatusIcon';

/**
 * The fixed 'Color Status Information' legend at the bottom of the boards (spec 1 sections 2 and
 * 4), with the entries of the board's role; hidden on mobile by order.css.
 */
export function StatusLegend({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation();
  return (
    <aside className="order-legend" aria-label={t('order.legend.title')}>
      <strong className="order-legend__title">{t('order.legend.title')}</strong>
      <ul className="order-legend__list">
        {LEGENDS[kind].map((entry) => (
          <li key={entry.labelKey} className="order-legend__item">
            <span
              aria-hidden
              className={
                entry.code === BLINKING_STATUS
                  ? 'order-legend__swatch order-blink'
                  : 'order-legend__swatch'
              }
              style={{ background: STATUS_COLORS[entry.code], color: textColorOn(entry.code) }}
            >
              <StatusIcon code={entry.code} />
            </span>
            {t(entry.labelKey)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
