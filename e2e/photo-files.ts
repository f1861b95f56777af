import sharp from 'sharp';

/** A file as Playwright's file chooser takes it. */
export interface ChosenFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/**
 * A photo as a phone's camera writes it: 4032x3024 pixels stored sideways with an EXIF
 * orientation of 6 (displayed upright as 3024x4032), and a GPS position. Its top-left quarter
 * (as stored) is red, the rest blue, so where the red lands tells how it was turned.
 */
export async function phonePhoto(name = 'IMG_4032.jpg'): Promise<ChosenFile> {
  const buffer = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: '#1e3cc8' },
  })
    .composite([
      {
        input: { create: { width: 2016, height: 1512, channels: 3, background: '#dc1414' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 44/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A small photo (a screenshot's size), for the replies. */
export async function smallPhoto(
  name = 'result.jpg',
  width = 800,
  height = 600,
): Promise<ChosenFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#d9b777' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
