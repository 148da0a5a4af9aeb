/**
 * Records the home page's sample video (server/demo-home/media/evening-routine.webm): a 4-second
 * animation drawn on a canvas in Debian's Chromium and recorded with MediaRecorder, so the
 * repository ships a video no one downloaded and no ffmpeg is needed. Its captions are the
 * hand-written evening-routine.vtt beside it, timed to the three scenes drawn here.
 *
 *   npx tsx scripts/record-demo-video.ts
 */
import { writeFile } from 'node:fs/promises';
import { withRecordingPage } from './recording-page.ts';

const OUTPUT = new URL('../server/demo-home/media/evening-routine.webm', import.meta.url);

/** Runs in the page: draws the scenes and resolves with the recording as base64. */
function record(): Promise<string> {
  const width = 640;
  const height = 360;
  const seconds = 4.5;
  const scenes = ['Fill the diffuser with water', 'Add three drops of lavender', 'Breathe in and unwind'];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const ctx = context;

  function draw(t: number) {
    const scene = Math.min(scenes.length - 1, Math.floor((t / seconds) * scenes.length));
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, `hsl(${250 + t * 6} 40% 30%)`);
    sky.addColorStop(1, `hsl(${275 + t * 4} 45% 55%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    // The diffuser: a rounded base with mist rising in soft circles.
    ctx.fillStyle = 'hsl(30 30% 92%)';
    ctx.beginPath();
    ctx.ellipse(320, 290, 90, 40, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(250, 230, 140, 60);
    ctx.beginPath();
    ctx.ellipse(320, 230, 70, 22, 0, 0, Math.PI * 2);
    ctx.fill();
    for (let i = 0; i < 9; i++) {
      const rise = (t * 60 + i * 26) % 200;
      ctx.fillStyle = `hsl(270 60% 92% / ${Math.max(0, 0.5 - rise / 420)})`;
      ctx.beginPath();
      ctx.arc(320 + Math.sin(t * 2 + i) * (10 + rise / 6), 215 - rise, 12 + rise / 7, 0, Math.PI * 2);
      ctx.fill();
    }
    if (scene >= 1) {
      // Three drops of lavender falling into the diffuser.
      for (let i = 0; i < 3; i++) {
        const y = 40 + (((t - 1.5) * 140 + i * 45) % 170);
        ctx.fillStyle = 'hsl(275 55% 60%)';
        ctx.beginPath();
        ctx.arc(470 + i * 28, y, 9, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.fillStyle = 'hsl(0 0% 100%)';
    ctx.font = '600 30px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(scenes[scene] ?? '', 320, 60);
  }

  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 300_000 });
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
      draw(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(frame);
      else recorder.stop();
    };
    draw(0);
    recorder.start(500);
    requestAnimationFrame(frame);
  });
}

await withRecordingPage(async (page) => {
  const bytes = Buffer.from(await page.evaluate(record), 'base64');
  await writeFile(OUTPUT, bytes);
  console.log(`Wrote ${OUTPUT.pathname} (${Math.round(bytes.length / 1024)} KB)`);
});
