/** The embed address of a video URL (§4, §9): vimeo or YouTube, chosen from the URL; null otherwise. */
export function videoEmbedUrl(videoUrl: string, options: { autoplay?: boolean } = {}): string | null {
  return vimeoEmbedUrl(videoUrl, options) ?? youtubeEmbedUrl(videoUrl);
}

/**
 * player.vimeo.com/video/{id}: autoplay on unless the widget turns it off or the URL already says
 * it; title, byline and portrait off. The URL's own query is kept.
 */
export function vimeoEmbedUrl(
  videoUrl: string,
  { autoplay = true }: { autoplay?: boolean } = {},
): string | null {
  const url = parse(videoUrl);
  if (!url || !/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
  const id = url.pathname.match(/(?:^|\/)(\d+)(?:\/|$)/)?.[1];
  if (!id) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  url.searchParams.forEach((value, key) => embed.searchParams.set(key, value));
  if (!url.searchParams.has('autoplay') && autoplay) embed.searchParams.set('autoplay', '1');
  embed.searchParams.set('title', '0');
  embed.searchParams.set('byline', '0');
  embed.searchParams.set('portrait', '0');
  return embed.toString();
}

/** www.youtube-nocookie.com/embed/{id} with related videos and showinfo off. */
export function youtubeEmbedUrl(videoUrl: string): string | null {
  const url = parse(videoUrl);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1];
  }
  if (!id || !/^[\w-]+$/.test(id)) return null;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('rel', '0');
  embed.searchParams.set('showinfo', '0');
  return embed.toString();
}

function parse(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
