/**
 * The share image's size, Open Graph's recommended 1.91:1. Its own module so the app's thread
 * names it without loading the drawing code (satori, sharp and the fonts stay in the worker).
 */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
