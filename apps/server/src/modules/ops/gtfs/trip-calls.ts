/**
 * Stop times held compactly while a feed is read (validation and import): one typed column per
 * field, never a million objects (a million stop times take about 20 MB here), and each trip's
 * calls found by a counting sort on the trip.
 */

/** a growing column of 32-bit integers */
export class IntColumn {
  data = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** a time not given */
export const NONE = -1;

/**
 * The rows of each trip: `order[starts[t]] … order[starts[t + 1] - 1]` are the row numbers of trip
 * t, in the order they were read (`trips` holds each row's trip number).
 */
export function rowsByTrip(trips: IntColumn, tripCount: number) {
  const n = trips.length;
  const starts = new Int32Array(tripCount + 1);
  for (let i = 0; i < n; i += 1) starts[trips.data[i] + 1] += 1;
  for (let t = 0; t < tripCount; t += 1) starts[t + 1] += starts[t];
  const order = new Int32Array(n);
  const fill = starts.slice(0, tripCount);
  for (let i = 0; i < n; i += 1) order[fill[trips.data[i]]++] = i;
  return { starts, order };
}
