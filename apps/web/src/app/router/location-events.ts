/**
 * Every location the router reaches, as it reaches it. React renders navigations as transitions,
 * and several quick ones (a user clicking through the menu) are rendered together: only the last
 * location is ever committed. Opening a tab per navigation must therefore not wait for a render.
 */
export interface AppLocation {
  pathname: string;
  search: string;
  /** the navigation replaced the current history entry (e.g. an inner tab kept in the query) */
  replace?: boolean;
}

type Listener = (location: AppLocation) => void;
const listeners = new Set<Listener>();

export function emitLocation(location: AppLocation): void {
  for (const listener of listeners) listener(location);
}

/** Returns the unsubscribe function. */
export function onLocationChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
