/** The company logo upload: images only, decided from the bytes, at most 5 MB. */
export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field that carries the image. */
export const avatarField = 'file';
