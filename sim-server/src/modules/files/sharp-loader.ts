import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: ~19 MB of native code) loads the first time an image is scaled or measured,
 * not at start, so a simulator that serves no picture never holds it (the bench's memory row).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
