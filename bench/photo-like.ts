// Photo-like JPEGs for the image benchmarks: shapes and gradients under grain at several scales, so
// they compress as photos do (a flat colour or pure noise would make the stored files far smaller or
// far larger than a real picture's). Each seed draws a different picture.
import sharp from 'sharp';

/** A small deterministic generator (the same seed, the same picture). */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Grain at `scale` (1: every pixel; 8: blotches eight pixels across), centred on 0. */
async function grain(width: number, height: number, scale: number, sigma: number): Promise<Buffer> {
  const small = sharp({
    create: {
      width: Math.ceil(width / scale),
      height: Math.ceil(height / scale),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
  if (scale === 1) return small.raw().toBuffer();
  const png = await small.png({ compressionLevel: 0 }).toBuffer();
  return sharp(png).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
}

const grains = new Map<string, Promise<Int16Array>>();

/** The grain of one picture size (made once per size: the shapes are what differ between seeds). */
function grainOf(width: number, height: number, octaves: [number, number][]): Promise<Int16Array> {
  const key = `${width}x${height}:${JSON.stringify(octaves)}`;
  let made = grains.get(key);
  if (!made) {
    made = (async () => {
      const sum = new Int16Array(width * height * 3);
      for (const [scale, sigma] of octaves) {
        const layer = await grain(width, height, scale, sigma);
        for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] as number) + (layer[i] as number) - 128;
      }
      return sum;
    })();
    grains.set(key, made);
  }
  return made;
}

/**
 * A photo-like JPEG of `width` × `height`. At 1600 × 1000 (quality 85) it is about 460 KB, and the
 * server stores its 960-wide AVIF at about 85 KB; at 4000 × 3000 with `heavy` (quality 92) about 5 MB,
 * a phone camera's file.
 */
export async function photoLike(
  width: number,
  height: number,
  seed: number,
  { heavy = false }: { heavy?: boolean } = {},
): Promise<Buffer> {
  const r = random(seed);
  const colour = () =>
    `hsl(${Math.floor(r() * 360)},${40 + Math.floor(r() * 40)}%,${25 + Math.floor(r() * 50)}%)`;
  const at = (n: number) => Math.floor(r() * n);
  const ellipses = Array.from(
    { length: 14 },
    () =>
      `<ellipse cx="${at(width)}" cy="${at(height)}" rx="${Math.floor(width * (0.05 + r() * 0.25))}" ` +
      `ry="${Math.floor(height * (0.05 + r() * 0.25))}" fill="${colour()}" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`,
  ).join('');
  const rects = Array.from(
    { length: 30 },
    () =>
      `<rect x="${at(width)}" y="${at(height)}" width="${at(width / 6)}" height="${at(height / 6)}" ` +
      `fill="${colour()}" opacity="0.7"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/>
<stop offset="1" stop-color="${colour()}"/></linearGradient>
<filter id="b"><feGaussianBlur stdDeviation="${width / 80}"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${ellipses}</g>${rects}</svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const octaves: [number, number][] = heavy
    ? [
        [16, 25],
        [5, 15],
        [2, 10],
        [1, 6],
      ]
    : [
        [8, 25],
        [3, 15],
        [1, 8],
      ];
  const noise = await grainOf(width, height, octaves);
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] as number) + (noise[i] as number)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: heavy ? 92 : 85 })
    .toBuffer();
}

/**
 * The same JPEG with a comment segment after its start marker: the same picture to decode, but other
 * bytes, so the server (which names an upload by its content) stores it as a new image.
 */
export function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4 + body.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  body.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export async function fileForm(field: string, data: Buffer, name: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  const encoded = new Response(form);
  return {
    data: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') as string,
  };
}
