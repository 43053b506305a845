import type { TestDriveOrder } from '@dealer/contracts/order';
import { statusName } from '@dealer/contracts/order-workflow';
import { Empty } from 'antd';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/time/businessTime';
import { STATUS_COLORS, textColorOn } from '../statusStyle';
import { StatusIcon } from '../../../shared/order/StatusIcon';
import {
  buildTimeline,
  visibleRange,
  type TimelineBar,
  type TimelineRow,
  type TimelineUnit,
} from '../timelineLayout';

export const TIMELINE_ROW_HEIGHT = 44;
/**
 * The window of rows in the DOM moves in steps of this many rows, not with every scroll event:
 * scrolling within a step re-renders nothing (the browser just scrolls), and the rows that stay
 * in view across a step are memoised. Re-rendering on every event halved the frame rate.
 */
const SCROLL_STEP_ROWS = 4;

interface TimelineProps {
  day: string;
  timeZone: string;
  units: readonly TimelineUnit[];
  orders: readonly TestDriveOrder[];
  onOpen: (orderNo: string) => void;
}

/**
 * The daily timeline: one row per vehicle under Booking, Non Booking and Block, orders as bars.
 * Only the rows in view (plus a margin) are in the DOM, so hundreds of vehicles scroll smoothly.
 * Marks 'timeline:data' and 'timeline:painted' for the browser benchmark (bench/timeline.ts).
 */
export function Timeline({ day, timeZone, units, orders, onOpen }: TimelineProps) {
  const { t } = useTranslation();
  const { rows, axis } = useMemo(() => {
    performance.mark('timeline:data');
    return buildTimeline(units, orders, day, timeZone);
  }, [units, orders, day, timeZone]);
  const viewport = useRef<HTMLDivElement>(null);
  const [stepTop, setStepTop] = useState(0);
  const [height, setHeight] = useState(600);
  const vehicleCount = rows.length - 3;
  const hasVehicles = vehicleCount > 0;

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    setHeight(element.clientHeight || 600);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
    // Re-measure once the viewport exists (the empty state has none).
  }, [hasVehicles]);

  useEffect(() => {
    // After the browser has painted the rows of this data. A requestAnimationFrame callback runs
    // before that frame's style, layout and paint, so the mark is taken from a message posted in
    // it: the message is handled once the frame has been produced, rows painted.
    let live = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (!live) return;
      performance.mark('timeline:painted');
      performance.measure('timeline:render', 'timeline:data', 'timeline:painted');
    };
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [rows]);

  const hours = Array.from({ length: axis.endHour - axis.startHour }, (_, i) => axis.startHour + i);
  if (vehicleCount === 0) {
    return <Empty description={t('order.timeline.empty')} />;
  }
  // Rows from the step's top down to the viewport's bottom however far into the step it scrolled.
  const stepHeight = SCROLL_STEP_ROWS * TIMELINE_ROW_HEIGHT;
  const { first, last } = visibleRange(
    stepTop,
    height + stepHeight,
    TIMELINE_ROW_HEIGHT,
    rows.length,
  );
  const shown: [number, TimelineRow][] = [];
  for (let i = first; i <= last; i++) shown.push([i, rows[i]!]);

  return (
    <div className="order-timeline" role="table" aria-label={t('order.timeline.title', { day })}>
      <div className="order-timeline__head" role="row">
        <div className="order-timeline__label" role="columnheader">
          {t('order.timeline.vehicle')}
        </div>
        <div className="order-timeline__hours" role="columnheader">
          {hours.map((hour) => (
            <span key={hour} className="order-timeline__hour">
              {String(hour).padStart(2, '0')}:00
            </span>
          ))}
        </div>
      </div>
      <div
        ref={viewport}
        className="order-timeline__viewport"
        onScroll={(event) => {
          const top = event.currentTarget.scrollTop;
          // The same step sets the same value, which React skips without rendering.
          setStepTop(Math.floor(top / stepHeight) * stepHeight);
        }}
        role="rowgroup"
      >
        <div style={{ height: rows.length * TIMELINE_ROW_HEIGHT, position: 'relative' }}>
          {shown.map(([index, row]) => (
            <div
              key={row.kind === 'group' ? `g-${row.group}` : `v-${row.unit.id}`}
              className={`order-timeline__row order-timeline__row--${row.kind}`}
              style={{ top: index * TIMELINE_ROW_HEIGHT, height: TIMELINE_ROW_HEIGHT }}
              role="row"
              data-vehicle={row.kind === 'vehicle' ? row.unit.policeRegNo : undefined}
            >
              {row.kind === 'group' ? (
                <div className="order-timeline__group" role="rowheader">
                  {t(`order.timeline.group.${row.group}`)} ({row.count})
                </div>
              ) : (
                <VehicleRow row={row} hours={hours.length} timeZone={timeZone} onOpen={onOpen} />
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const VehicleRow = memo(function VehicleRow({
  row,
  hours,
  timeZone,
  onOpen,
}: {
  row: Extract<TimelineRow, { kind: 'vehicle' }>;
  hours: number;
  timeZone: string;
  onOpen: (orderNo: string) => void;
}) {
  const { unit } = row;
  return (
    <>
      <div className="order-timeline__label" role="rowheader" title={unit.materialDesc}>
        <strong>{unit.policeRegNo}</strong>
        <span className="order-timeline__model">
          {unit.modelMaterialDesc} · {unit.colorDesc}
        </span>
      </div>
      <div
        className="order-timeline__track"
        role="cell"
        style={{ backgroundSize: `${100 / hours}% 100%` }}
      >
        {row.bars.map((bar) => (
          <Bar key={bar.order.testDriveOrderNo} bar={bar} timeZone={timeZone} onOpen={onOpen} />
        ))}
      </div>
    </>
  );
});

function Bar({
  bar,
  timeZone,
  onOpen,
}: {
  bar: TimelineBar;
  timeZone: string;
  onOpen: (orderNo: string) => void;
}) {
  const { t } = useTranslation();
  const { order } = bar;
  const code = order.statusCode as keyof typeof STATUS_COLORS;
  const time = `${formatTime(order.startDateTime, timeZone)}–${formatTime(order.endDateTime, timeZone)}`;
  const status = t(`order.status.${statusName(code) ?? 'UNKNOWN'}`);
  const classes = ['order-bar'];
  if (bar.blinking) classes.push('order-blink');
  if (bar.released) classes.push('order-bar--released');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      style={{
        left: `${bar.left}%`,
        width: `${bar.width}%`,
        background: STATUS_COLORS[code],
        color: textColorOn(code),
      }}
      title={`${order.testDriveOrderNo} · ${order.customerName} · ${time} · ${status}`}
      // The visible text ('09:00–10:00 Tono') stands whole inside the name, so a speech-input
      // user can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
      aria-label={`${order.testDriveOrderNo}, ${time} ${order.customerName}, ${status}`}
      onClick={() => onOpen(order.testDriveOrderNo)}
    >
      <span className="order-bar__text">
        <StatusIcon code={code} className="order-bar__icon" />
        {time} {order.customerName}
      </span>
    </button>
  );
}
