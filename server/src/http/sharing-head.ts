/**
 * A prerendered page's head with its own title, description and sharing tags (Open Graph and
 * Twitter), for a page whose preview depends on the request (a referral link, DECISIONS 50).
 * The page's markup, scripts and canonical address stay as built, so it hydrates as before.
 */
export interface SharingHead {
  title: string;
  description: string;
  /** The absolute address the preview is of. */
  url: string;
  image: { url: string; width: number; height: number; alt: string };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function withSharingHead(html: string, head: SharingHead): string {
  const values: Record<string, string> = {
    'og:title': head.title,
    'og:description': head.description,
    'og:url': head.url,
    'og:image': head.image.url,
    'og:image:width': String(head.image.width),
    'og:image:height': String(head.image.height),
    'og:image:alt': head.image.alt,
    'twitter:title': head.title,
    'twitter:description': head.description,
    'twitter:image': head.image.url,
    'twitter:image:alt': head.image.alt,
  };
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const meta = html
    .slice(0, end)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttr(head.description)}" />`,
    )
    .replace(
      /<meta (property|name)="((?:og|twitter):[a-z:_]+)" content="[^"]*" \/>/g,
      (tag, attr: string, key: string) =>
        key in values
          ? `<meta ${attr}="${key}" content="${escapeAttr(values[key] ?? '')}" />`
          : tag,
    );
  return meta + html.slice(end);
}
