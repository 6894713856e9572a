// Renders the generated video loops (media/art loops) frame by frame and encodes them with
// ffmpeg (Debian's package) into media/video/<name>.webm and .mp4, committed to the repo.
// Run after changing a loop: `npm run videos`. Needs ffmpeg; the build itself does not.
import { spawn } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import sharp from "sharp";
import { renderLoopFrame } from "#/media/art/render.ts";
import { videoManifest, type VideoName } from "#/media/manifest.ts";
import { videoSourcePath } from "#/media/pipeline.ts";

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 6;
const MAX_BYTES = 1024 * 1024;

const encoders = {
  webm: ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4"],
  mp4: ["-c:v", "libx264", "-preset", "slow", "-crf", "27", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
};

async function encode(name: VideoName, ext: keyof typeof encoders, frames: Buffer[]) {
  const args = [
    ...["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24"],
    ...["-s", `${WIDTH}x${HEIGHT}`, "-r", String(FPS), "-i", "-", "-an"],
    ...encoders[ext],
    videoSourcePath(name, ext),
  ];
  const ffmpeg = spawn("ffmpeg", args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (const frame of frames) {
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const { size } = await stat(videoSourcePath(name, ext));
  if (size > MAX_BYTES) throw new Error(`${name}.${ext} is ${size} bytes, over the 1 MB budget`);
  console.log(`${name}.${ext}: ${(size / 1024).toFixed(0)} KB`);
}

await mkdir(videoSourcePath("in-ear-stage", "webm").replace(/[^/]+$/, ""), { recursive: true });
for (const [name, { loop }] of Object.entries(videoManifest) as [VideoName, (typeof videoManifest)[VideoName]][]) {
  const frames: Buffer[] = [];
  const count = FPS * SECONDS;
  for (let i = 0; i < count; i++) {
    const svg = renderLoopFrame(loop, i / count, WIDTH, HEIGHT);
    frames.push(await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer());
  }
  await encode(name, "webm", frames);
  await encode(name, "mp4", frames);
}
