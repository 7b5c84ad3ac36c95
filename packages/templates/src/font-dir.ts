/** The folder holding the font files, for the server to read them (Node only: the web app never imports this). */
export const FONT_DIR = new URL('../fonts/', import.meta.url);
