// The patient preview's first screen (server/modules/cards/page-metadata.ts) is its skeleton, served before the app's
// scripts. The page preloads the card's first picture; this draws it in the skeleton's place for it as soon as it
// arrives, in the markup React's skeleton renders (src/features/preview/components/first-picture.tsx), which then
// hydrates it. Crawlers and link previews run no script: the picture never is in the HTML they read.
(function () {
  var slot = document.querySelector('[data-first-picture]');
  var preload = document.querySelector('link[rel="preload"][as="image"][imagesrcset]');
  if (!slot || !preload || slot.firstChild) return;
  var picture = document.createElement('picture');
  var source = document.createElement('source');
  source.setAttribute('type', preload.getAttribute('type') || '');
  source.setAttribute('srcset', preload.getAttribute('imagesrcset') || '');
  source.setAttribute('sizes', preload.getAttribute('imagesizes') || '');
  var image = document.createElement('img');
  image.setAttribute('alt', '');
  picture.appendChild(source);
  picture.appendChild(image);
  slot.appendChild(picture);
})();
