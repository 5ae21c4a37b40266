/**
 * The printed timetable (时刻表): stops down the side, one column per trip, like the sheet at a
 * terminal. The stop column stays put while the trips scroll sideways; only the columns in view
 * are rendered (a busy line has 400 trips a day), and printing lays every trip out in pages of
 * PRINT_COLUMNS columns.
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { formatDaySeconds, type OpsTimetable } from '@bus/contracts';
import './printed-timetable.css';

const COLUMN_WIDTH = 64;
const STOP_WIDTH = 150;
const OVERSCAN = 6;
const PRINT_COLUMNS = 14;

interface Props {
  timetable: OpsTimetable;
  /** show the 驾驶员 row (a date was chosen) */
  withDrivers: boolean;
  printing: boolean;
}

function useVisibleColumns(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ first: 0, last: Math.min(count, 24) });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const first = Math.max(0, Math.floor(element.scrollLeft / COLUMN_WIDTH) - OVERSCAN);
      const last = Math.min(count, Math.ceil((element.scrollLeft + element.clientWidth - STOP_WIDTH) / COLUMN_WIDTH) + OVERSCAN);
      setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [count]);
  return { ref, range };
}

export function PrintedTimetable({ timetable, withDrivers, printing }: Props) {
  const { trips, stops } = timetable;
  const { ref, range } = useVisibleColumns(trips.length);
  const visible = trips.slice(range.first, range.last);
  const spacer = (columns: number): CSSProperties => ({ width: columns * COLUMN_WIDTH, flex: 'none' });
  const pages = useMemo(() => {
    if (!printing) return [];
    const result: Array<typeof trips> = [];
    for (let i = 0; i < trips.length; i += PRINT_COLUMNS) result.push(trips.slice(i, i + PRINT_COLUMNS));
    return result;
  }, [printing, trips]);

  type Trip = (typeof trips)[number];
  const headerRows: Array<{ key: string; label: string; cell: (trip: Trip) => React.ReactNode; className?: string }> = [
    { key: 'time', label: '班次', cell: (trip) => formatDaySeconds(trip.startTime), className: 'tt-head-time' },
    { key: 'block', label: '车次链', cell: (trip) => (trip.blockCode ? trip.blockCode.split('-').pop() : '—'), className: 'tt-head-block' },
    ...(withDrivers ? [{ key: 'driver', label: '驾驶员', cell: (trip: Trip) => trip.driverName ?? <span className="tt-unassigned">未排班</span> }] : []),
  ];

  if (printing)
    return (
      <div className="tt-print-pages">
        {pages.map((page, index) => (
          <table key={index} className="tt-print-table">
            <thead>
              {headerRows.map((row) => (
                <tr key={row.key}>
                  <th>{row.label}</th>
                  {page.map((trip) => (
                    <th key={trip.id}>{row.cell(trip)}</th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {stops.map((stop, i) => (
                <tr key={stop.sequence}>
                  <th>{stop.name}</th>
                  {page.map((trip) => (
                    <td key={trip.id}>{formatDaySeconds(trip.times[i])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    );

  const row = (key: string, label: React.ReactNode, cell: (trip: (typeof trips)[number]) => React.ReactNode, className = '') => (
    <div key={key} className={`tt-row ${className}`}>
      <div className="tt-stop" style={{ width: STOP_WIDTH }}>
        {label}
      </div>
      <div style={spacer(range.first)} />
      {visible.map((trip) => (
        <div key={trip.id} className="tt-cell" style={{ width: COLUMN_WIDTH }} title={trip.code}>
          {cell(trip)}
        </div>
      ))}
      <div style={spacer(trips.length - range.last)} />
    </div>
  );

  return (
    <div ref={ref} className="tt-scroll" data-testid="printed-timetable" aria-label="时刻表">
      <div className="tt-grid" style={{ width: STOP_WIDTH + trips.length * COLUMN_WIDTH }}>
        <div className="tt-header">{headerRows.map((h) => row(h.key, h.label, h.cell, h.className))}</div>
        {stops.map((stop, i) => row(String(stop.sequence), stop.name, (trip) => formatDaySeconds(trip.times[i])))}
      </div>
    </div>
  );
}
