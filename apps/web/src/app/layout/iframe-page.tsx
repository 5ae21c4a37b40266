import type { PageProps } from '../router/component-registry';

/** A menu address shown inside the app (an http(s) url that is not marked external). */
export default function IframePage({ title, frameUrl }: PageProps) {
  if (!frameUrl) return null;
  return <iframe title={title} src={frameUrl} style={{ width: '100%', height: 'calc(100vh - 220px)', border: 0, background: '#fff' }} />;
}
