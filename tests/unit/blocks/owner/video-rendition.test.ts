import { homeVideoFilePath } from '#contracts/home-video.ts';
import {
  apiUrl,
  isMdUp,
  MD_UP_QUERY,
  mainRequestWidth,
  previewRendition,
  renditionUrl,
} from '../../../../blocks/owner/home-page-video/rendition.ts';
import { evening } from '../../../fixtures/owner/video.ts';

const windowMatching = (matches: (query: string) => boolean) =>
  ({ matchMedia: (query: string) => ({ matches: matches(query), media: query }) }) as unknown as Window;

describe('home-page video renditions', () => {
  it('shows the wide preview from md up (768 px) and the narrow one below', () => {
    expect(previewRendition(evening, true)).toEqual({ id: 'evening-routine-preview', width: 640, height: 360 });
    expect(previewRendition(evening, false)).toEqual({ id: 'evening-routine-preview', width: 360, height: 360 });
    expect(MD_UP_QUERY).toBe('(min-width: 768px)');
    expect(isMdUp(windowMatching((query) => query === MD_UP_QUERY))).toBe(true);
    expect(isMdUp(windowMatching(() => false))).toBe(false);
    // jsdom, like an old browser, has no matchMedia: the narrow (smaller) preview.
    expect(isMdUp({} as Window)).toBe(false);
  });

  it("asks the main video for the player's width in device pixels, never more than the main rendition", () => {
    expect(mainRequestWidth(evening.mainVideo, 600, 1)).toBe(600);
    expect(mainRequestWidth(evening.mainVideo, 360, 2)).toBe(720);
    expect(mainRequestWidth(evening.mainVideo, 300.4, 1.5)).toBe(451);
    expect(mainRequestWidth(evening.mainVideo, 960, 2)).toBe(1280);
    expect(mainRequestWidth(evening.mainVideo, 500, 0)).toBe(500);
    expect(mainRequestWidth(evening.mainVideo, 0, 2)).toBe(1280);
  });

  it('builds the rendition route by id and width under the API base', () => {
    expect(homeVideoFilePath(evening.previewVideoMdUp)).toBe('/api/pws/videos/evening-routine-preview?width=640');
    expect(renditionUrl('/', evening.mainVideo, 720)).toBe(`${window.location.origin}/api/pws/videos/evening-routine?width=720`);
    expect(renditionUrl('https://shop.example.com/store', evening.previewVideoXsDown)).toBe(
      'https://shop.example.com/store/api/pws/videos/evening-routine-preview?width=360',
    );
    expect(apiUrl('/', '/api/pws/videos/evening-routine/captions')).toBe(
      `${window.location.origin}/api/pws/videos/evening-routine/captions`,
    );
  });
});
