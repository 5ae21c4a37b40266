/** What the transit map draws. Coordinates are WGS84 as stored; the map converts them to draw. */
export interface MapPoint {
  lat: number;
  lon: number;
}

export interface TransitMapStop extends MapPoint {
  id: string;
  name: string;
}

export interface TransitMapDirection {
  /** 0 上行, 1 下行 */
  directionId: number;
  shape: MapPoint[];
  stops: TransitMapStop[];
}

export interface TransitMapLine {
  id: string;
  /** 线路号, e.g. 1路 */
  number: string;
  /** the line's colour (#RRGGBB, or GTFS's RRGGBB): both directions are drawn in it, the down one dashed */
  color?: string | null;
  directions: TransitMapDirection[];
}

export interface TransitMapProps {
  lines: TransitMapLine[];
  /** stops drawn besides the lines' own (e.g. the stop being edited) */
  stops?: TransitMapStop[];
  /** highlighted lines or stops */
  selectedIds?: string[];
  /** a click on the map, in WGS84 (converted back from what the map shows) */
  onMapClick?(point: MapPoint): void;
  height?: number | string;
  /** the view when there is nothing to fit to */
  emptyCenter?: MapPoint;
}
