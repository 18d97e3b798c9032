import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './video-url';

const params = (url: string | null) => Object.fromEntries(new URL(url ?? 'http://x').searchParams);

describe('video URLs (§4, §9)', () => {
  it('embeds vimeo with autoplay on and title, byline, portrait off', () => {
    const url = vimeoEmbedUrl('https://vimeo.com/76979871');
    expect(url?.startsWith('https://player.vimeo.com/video/76979871?')).toBe(true);
    expect(params(url)).toEqual({ autoplay: '1', title: '0', byline: '0', portrait: '0' });
  });

  it('leaves autoplay off when the widget turns it off', () => {
    expect(params(vimeoEmbedUrl('https://vimeo.com/76979871', { autoplay: false }))).not.toHaveProperty(
      'autoplay',
    );
  });

  it('keeps an autoplay the URL already has', () => {
    expect(params(vimeoEmbedUrl('https://player.vimeo.com/video/123?autoplay=0')).autoplay).toBe('0');
  });

  it('embeds YouTube without cookies, related videos and showinfo off', () => {
    for (const source of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      const url = youtubeEmbedUrl(source);
      expect(url?.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?')).toBe(true);
      expect(params(url)).toEqual({ rel: '0', showinfo: '0' });
    }
  });

  it('chooses the player from the URL, nothing for other addresses', () => {
    expect(videoEmbedUrl('https://vimeo.com/1')).toContain('player.vimeo.com');
    expect(videoEmbedUrl('https://youtu.be/abc')).toContain('youtube-nocookie.com');
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
  });
});
