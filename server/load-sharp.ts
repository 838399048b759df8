import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp with libvips, loaded at the first image instead of at start: several megabytes of resident memory that a
 * server answering JSON and files does not need until a clinic uploads a picture.
 */
export const loadSharp = (): Promise<typeof Sharp> => (loading ??= import('sharp').then((module) => module.default));
