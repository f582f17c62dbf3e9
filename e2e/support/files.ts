/** A 2×2 red PNG, for the logo and profile photo uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4o6QERAwQCgAgdgRBhNis/gAAAABJRU5ErkJggg==',
  'base64',
);
