import type Sharp from 'sharp';

// sharp (libvips) is loaded on the first image the server processes, not at start: serving pages never
// needs it, and loading it costs the idle server about 10 MB (docs/decisions/024-memory-budget.md).
let loading: Promise<typeof Sharp> | null = null;

/** sharp, loaded and configured once. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps recent images and operations for re-use, but this server never
    // processes the same image twice, so it only held memory. Two threads per image: an upload is
    // stored sooner on two cores, for no more memory.
    sharp.cache(false);
    sharp.concurrency(2);
    return sharp;
  });
  return loading;
}
