import { photoRules } from "../../../core/rules/photos";

/**
 * A picture from the visitor's camera or library, shrunk in the browser: decoded (its EXIF
 * rotation applied), drawn at most `photoRules.longestSide` pixels on its longest side and saved
 * as a JPEG, with a small preview for the form. Throws when the browser cannot read it as a
 * picture (a PDF named .jpg, an SVG, a HEIC photo outside Safari).
 */
export async function shrinkPhoto(file: Blob): Promise<{ photo: Blob; preview: string }> {
  const image = await decode(file);
  try {
    const photo = await draw(image, photoRules.longestSide, "image/jpeg", photoRules.quality);
    const preview = await draw(image, 240, "image/jpeg", 0.7).then(dataUrl);
    return { photo, preview };
  } finally {
    if ("close" in image) image.close();
  }
}

type Decoded = ImageBitmap | HTMLImageElement;

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === "function") return createImageBitmap(file);
  // Without createImageBitmap: an <img> reading the file's bytes as a data URL (the site's
  // policy allows data: images, not blob: ones).
  const image = new Image();
  image.src = await dataUrl(file);
  await image.decode();
  return image;
}

async function draw(image: Decoded, longest: number, type: string, quality: number) {
  const { width, height } = image;
  if (!width || !height) throw new Error("An image with no size");
  const scale = Math.min(1, longest / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error("The photo could not be saved");
  return blob;
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Unreadable"));
    reader.readAsDataURL(blob);
  });
}
