/*
 * The NPRM Ballast Calculator on another site (docs/product.md, "Embedding"; decisions/0055). A reseller's page
 * adds
 *   <script src="https://RESELLER-DOMAIN/embed.js" async></script>
 *   <div data-nprm-calculator></div>
 * and each placeholder gets the reseller's calculator in an iframe as tall as the calculator's content: the framed
 * page posts {type: "nprm-calculator:height", height, navigated} to this window, and only a message from one of
 * these iframes (its window and the calculator's origin) is believed; after another page of the calculator
 * (navigated) a frame whose top is scrolled past is brought back into view. The framed page opens reports, share and e-mail links in a
 * new tab itself. Plain JavaScript, no dependencies: it runs as it is served.
 */
(function () {
  'use strict';
  var HEIGHT_MESSAGE = 'nprm-calculator:height';
  var PLACEHOLDER = '[data-nprm-calculator]';
  var INITIAL_HEIGHT = 640;
  var MAX_HEIGHT = 100000;

  var script = document.currentScript || document.querySelector('script[src$="/embed.js"], script[src*="/embed.js?"]');
  if (!script || !script.src) return;
  var origin = new URL(script.src, document.baseURI).origin;
  var frames = [];

  function insertFrames() {
    var placeholders = document.querySelectorAll(PLACEHOLDER);
    for (var i = 0; i < placeholders.length; i += 1) {
      var placeholder = placeholders[i];
      if (placeholder.querySelector('iframe[data-nprm-calculator-frame]')) continue;
      var frame = document.createElement('iframe');
      frame.src = origin + '/';
      frame.title = placeholder.getAttribute('data-title') || 'Ballast calculator';
      frame.setAttribute('data-nprm-calculator-frame', '');
      // The calculator's "Copy link" writes the result's address to the clipboard from inside the frame.
      frame.setAttribute('allow', 'clipboard-write');
      frame.style.display = 'block';
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.height = INITIAL_HEIGHT + 'px';
      placeholder.appendChild(frame);
      frames.push(frame);
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.source) return;
    var data = event.data;
    if (!data || data.type !== HEIGHT_MESSAGE) return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0) return;
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(Math.min(height, MAX_HEIGHT)) + 'px';
        // The calculator showed another page (its results): its top, if scrolled past, comes back into view.
        if (data.navigated === true && frames[i].getBoundingClientRect().top < 0) frames[i].scrollIntoView();
        return;
      }
    }
  });

  insertFrames();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insertFrames);
})();
