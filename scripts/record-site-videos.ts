/**
 * Records the home-page videos site owners choose from (server/site-videos/media/): three short
 * animations drawn on a canvas in Debian's Chromium and recorded with MediaRecorder, as
 * scripts/record-demo-video.ts does, so the repository ships videos no one downloaded. Each video
 * has its main rendition at 1280 and 640 wide (16:9) and a silent preview loop, 640 wide (16:9)
 * for wide screens and 360 square for narrow ones. The captions are the hand-written
 * `{video}.vtt` files beside them, timed to the three scenes drawn here.
 *
 *   flock /tmp/cms-e2e.lock npx tsx scripts/record-site-videos.ts
 */
import { writeFile } from 'node:fs/promises';
import { withRecordingPage } from './recording-page.ts';

const OUTPUT_DIR = new URL('../server/site-videos/media/', import.meta.url);

interface Scene {
  motif: 'mist' | 'bubbles' | 'breath';
  /** Hue of the sky the motif is drawn on. */
  hue: number;
  /** One caption-sized title per third of the main video; previews show none. */
  titles: readonly string[];
}

interface Take {
  width: number;
  height: number;
  seconds: number;
  bitsPerSecond: number;
  withTitles: boolean;
}

const videos: Record<string, Scene> = {
  'evening-routine': {
    motif: 'mist',
    hue: 255,
    titles: ['Fill the diffuser with water', 'Add three drops of lavender', 'Breathe in and unwind'],
  },
  'morning-smoothie': {
    motif: 'bubbles',
    hue: 35,
    titles: ['Slice a banana and some berries', 'Blend with a spoon of greens', 'Pour, sip and start the day'],
  },
  'desk-stretch': {
    motif: 'breath',
    hue: 175,
    titles: ['Stand up and roll your shoulders', 'Reach up high for five breaths', 'Back to work, refreshed'],
  },
};

const MAIN_SECONDS = 4.5;
const PREVIEW_SECONDS = 3;

/** The files of one video: `{video}-{width}.webm` (main) and `{video}-preview-{width}.webm`. */
const takes: Record<string, Take> = {
  '1280': { width: 1280, height: 720, seconds: MAIN_SECONDS, bitsPerSecond: 250_000, withTitles: true },
  '640': { width: 640, height: 360, seconds: MAIN_SECONDS, bitsPerSecond: 150_000, withTitles: true },
  'preview-640': { width: 640, height: 360, seconds: PREVIEW_SECONDS, bitsPerSecond: 100_000, withTitles: false },
  'preview-360': { width: 360, height: 360, seconds: PREVIEW_SECONDS, bitsPerSecond: 70_000, withTitles: false },
};

/** Runs in the page: draws one take and resolves with the recording as base64. */
function record({ scene, take }: { scene: Scene; take: Take }): Promise<string> {
  // Drawn on a 1280×720 stage, scaled to the take; a square take shows the stage's middle.
  const stageWidth = 1280;
  const stageHeight = 720;
  const canvas = document.createElement('canvas');
  canvas.width = take.width;
  canvas.height = take.height;
  document.body.replaceChildren(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const ctx = context;
  const scale = take.height / stageHeight;
  const offsetX = (take.width / scale - stageWidth) / 2;

  function motif(t: number) {
    const cx = stageWidth / 2;
    if (scene.motif === 'mist') {
      ctx.fillStyle = 'hsl(30 30% 92%)';
      ctx.beginPath();
      ctx.ellipse(cx, 580, 180, 80, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(cx - 140, 460, 280, 120);
      for (let i = 0; i < 9; i++) {
        const rise = (t * 120 + i * 52) % 400;
        ctx.fillStyle = `hsl(270 60% 92% / ${Math.max(0, 0.5 - rise / 840)})`;
        ctx.beginPath();
        ctx.arc(cx + Math.sin(t * 2 + i) * (20 + rise / 6), 430 - rise, 24 + rise / 7, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    if (scene.motif === 'bubbles') {
      ctx.fillStyle = 'hsl(0 0% 100% / 0.85)';
      ctx.fillRect(cx - 120, 300, 240, 340);
      ctx.fillStyle = `hsl(${95 + Math.sin(t) * 10} 55% 55%)`;
      ctx.fillRect(cx - 108, 360 - Math.min(t, 3) * 10, 216, 268 + Math.min(t, 3) * 10);
      for (let i = 0; i < 12; i++) {
        const rise = (t * 90 + i * 37) % 260;
        ctx.fillStyle = 'hsl(0 0% 100% / 0.6)';
        ctx.beginPath();
        ctx.arc(cx - 90 + ((i * 47) % 180), 620 - rise, 6 + (i % 3) * 3, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    const breath = 0.5 + 0.5 * Math.sin(t * 2.1);
    for (let ring = 3; ring >= 1; ring--) {
      ctx.fillStyle = `hsl(${scene.hue - 20} 60% ${70 + ring * 8}% / 0.55)`;
      ctx.beginPath();
      ctx.arc(cx, 420, (90 + breath * 70) * (ring / 2 + 0.5), 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function draw(t: number) {
    ctx.setTransform(scale, 0, 0, scale, offsetX * scale, 0);
    const sky = ctx.createLinearGradient(0, 0, 0, stageHeight);
    sky.addColorStop(0, `hsl(${scene.hue + t * 6} 40% 30%)`);
    sky.addColorStop(1, `hsl(${scene.hue + 25 + t * 4} 45% 55%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(-offsetX, 0, stageWidth + 2 * Math.max(0, offsetX), stageHeight);
    motif(t);
    if (!take.withTitles) return;
    const index = Math.min(scene.titles.length - 1, Math.floor((t / take.seconds) * scene.titles.length));
    ctx.fillStyle = 'hsl(0 0% 100%)';
    ctx.font = '600 56px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(scene.titles[index] ?? '', stageWidth / 2, 110);
  }

  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: take.bitsPerSecond });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onerror = () => reject(new Error('MediaRecorder failed'));
    recorder.onstop = () => {
      const reader = new FileReader();
      reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
      reader.readAsDataURL(new Blob(chunks, { type: 'video/webm' }));
    };
    const start = performance.now();
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, take.seconds));
      if (t < take.seconds) requestAnimationFrame(frame);
      else recorder.stop();
    };
    draw(0);
    recorder.start(500);
    requestAnimationFrame(frame);
  });
}

await withRecordingPage(async (page) => {
  for (const [video, scene] of Object.entries(videos)) {
    for (const [suffix, take] of Object.entries(takes)) {
      const bytes = Buffer.from(await page.evaluate(record, { scene, take }), 'base64');
      const output = new URL(`${video}-${suffix}.webm`, OUTPUT_DIR);
      await writeFile(output, bytes);
      console.log(`Wrote ${output.pathname} (${Math.round(bytes.length / 1024)} KB)`);
    }
  }
});
