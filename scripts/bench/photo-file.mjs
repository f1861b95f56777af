// @ts-check
import sharp from 'sharp';

/**
 * A phone camera's photo for the benchmarks: 4032 x 3024 stored sideways (EXIF orientation 6)
 * with a GPS position, of the texture of a real photo (Gaussian noise, softened: a flat test
 * card would compress to nothing and flatter the upload), about 4 MB as a camera's JPEG.
 */
export async function benchPhoto() {
  const noise = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#40506a',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 44/1 0/1' } })
    .toBuffer();
  return noise;
}
