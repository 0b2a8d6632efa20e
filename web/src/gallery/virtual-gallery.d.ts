/** The gallery's cards, made at build time by web/galleryPlugin.ts. */
declare module 'virtual:gallery' {
  const cards: import('./galleryCards').GalleryCard[];
  export default cards;
}
