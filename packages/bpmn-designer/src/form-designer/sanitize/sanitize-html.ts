/**
 * An allowlist HTML sanitiser for the rich-text field's preview. The markup is parsed in an
 * inert document (DOMParser runs no script and loads nothing) and rebuilt from allowed tags and
 * attributes only: anything else is dropped (with its content for script-like elements, kept
 * as text otherwise). The server sanitises again before storing (DESIGN.md rule 4); this keeps
 * the designer and the start form from ever rendering a script someone typed.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'title',
]);

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;
const SAFE_IMAGE = /^(https?:|data:image\/(png|jpe?g|gif|webp);base64,)/i;

function isSafeUrl(tag: string, value: string): boolean {
  const url = value.trim();
  return tag === 'img' ? SAFE_IMAGE.test(url) : SAFE_LINK.test(url);
}

function copyClean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyClean(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !isSafeUrl(tag, value)) continue;
      clean.setAttribute(name, value);
    }
    if (tag === 'a') {
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
    copyClean(element, clean, doc);
    target.appendChild(clean);
  }
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyClean(parsed.body, container, out);
  return container.innerHTML;
}

/** True when the markup shows nothing (an editor left with empty paragraphs counts as empty). */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string' || !html.trim()) return true;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return !parsed.body.textContent?.trim() && !parsed.body.querySelector('img');
}
