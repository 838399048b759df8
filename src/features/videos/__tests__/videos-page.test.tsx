import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languages } from '@contract/rules/languages';
import { paths } from '@contract/rules/routes';
import { fileVideo, youtubeVideo } from '@/testing/content-fixtures';
import { apiUrl, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

const videoElement = async (container: HTMLElement): Promise<HTMLVideoElement> => {
  await waitFor(() => expect(container.querySelector('video')).not.toBeNull(), { timeout: 5000 });
  return container.querySelector('video') as HTMLVideoElement;
};

describe('VideosPage', () => {
  it.each(languages)(
    'plays our own video in the browser player, with the captions of the page language on (%s)',
    async (language) => {
      const { container } = renderRoute(paths.videos, { language });
      const video = await videoElement(container);
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'metadata');
      expect(video).toHaveAttribute('poster', fileVideo.poster);
      expect([...video.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('src')])).toEqual([
        ['video/webm', fileVideo.sources[0]!.src],
        ['video/mp4', fileVideo.sources[1]!.src],
      ]);
      const tracks = [...video.querySelectorAll('track')];
      expect(tracks.map((track) => [track.kind, track.srclang])).toEqual([
        ['captions', 'en'],
        ['captions', 'ru'],
        ['captions', 'uk'],
      ]);
      const defaults = tracks.filter((track) => track.default);
      expect(defaults.map((track) => [track.srclang, track.getAttribute('src')])).toEqual([
        [language, fileVideo.captions.find((captions) => captions.language === language)!.src],
      ]);
      // Nothing of YouTube's: no player, no note about it.
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.queryByText(/YouTube/)).not.toBeInTheDocument();
    },
  );

  it("still plays a YouTube video an operator lists: YouTube's player only after a click", async () => {
    server.use(http.get(apiUrl('content/videos'), () => HttpResponse.json({ items: [fileVideo, youtubeVideo] })));
    const { container, user } = renderRoute(paths.videos);
    await videoElement(container);
    const poster = screen.getByRole('button', { name: /^Play video: Installing the program/ });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The YouTube player loads only when you press play.')).toBeInTheDocument();
    await user.click(poster);
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1/),
    );
  });
});
