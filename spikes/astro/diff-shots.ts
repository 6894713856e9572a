// Scratch: which screenshots differ from the baseline, and where (sharp from the root).
import sharp from "sharp";
import { readdirSync } from "node:fs";
const dir = new URL("./shots/", import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.startsWith("astro-"))) {
  const name = file.slice("astro-".length);
  const [a, b] = await Promise.all(
    [`${dir}astro-${name}`, `${dir}baseline-${name}`].map((p) => sharp(p).raw().ensureAlpha().toBuffer({ resolveWithObject: true })),
  );
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) { console.log(name, "size differs"); continue; }
  let count = 0, minY = Infinity, maxY = -1;
  for (let i = 0; i < a.data.length; i += 4) {
    if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 30) {
      count++;
      const y = Math.floor(i / 4 / a.info.width);
      minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
  }
  console.log(name, count === 0 ? "identical" : `${count} px differ, rows ${minY}-${maxY}`);
}
