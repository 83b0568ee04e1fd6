// A page opened from the file system (file://) cannot run the games: browsers refuse module
// scripts and workers there. This classic script (it still runs under file://; build.py adds it
// to every page) says so and how to serve the site instead. Over http(s) it does nothing.
(function () {
  'use strict';
  if (location.protocol !== 'file:') return;

  // The language as js/core/i18n.js chooses it (that module cannot load here, nor can the .ftl
  // files: so both texts are below): the `lang` parameter, the saved choice, the browser's
  // languages, else German.
  function language() {
    var codes = ['de', 'en'];
    var wanted = [];
    try {
      wanted.push((new URLSearchParams(location.search).get('lang') || '').toLowerCase());
    } catch (e) { /* no URLSearchParams: skip */ }
    try {
      wanted.push(localStorage.getItem('gamut.lang') || '');
    } catch (e) { /* storage blocked: skip */ }
    var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < langs.length; i++) wanted.push(String(langs[i]).slice(0, 2).toLowerCase());
    for (var j = 0; j < wanted.length; j++) if (codes.indexOf(wanted[j]) >= 0) return wanted[j];
    return 'de';
  }
  var en = language() === 'en';
  document.documentElement.lang = en ? 'en' : 'de';
  var T = en
    ? {
        title: 'Please open this page through a web server',
        why: 'Browsers do not run the games of a page opened straight from a file (file://).',
        how: 'In the project folder, run:',
        then: 'and open http://127.0.0.1:8000/ — or serve the dist/ folder with any static web server, for example:',
        loading: 'Please open this page through a web server (see above).',
      }
    : {
        title: 'Bitte über einen Webserver öffnen',
        why: 'Browser führen die Spiele nicht aus, wenn die Seite direkt als Datei (file://) geöffnet wird.',
        how: 'Im Projektordner ausführen:',
        then: 'und dann http://127.0.0.1:8000/ öffnen – oder den Ordner dist/ mit einem beliebigen statischen Webserver ausliefern, zum Beispiel:',
        loading: 'Bitte die Seite über einen Webserver öffnen (siehe oben).',
      };

  function el(tag, text, css) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (css) node.style.cssText = css; // CSSOM, allowed by the page's style-src 'self'
    return node;
  }

  var code = 'display:block;margin:.4em 0 .8em;padding:.5em .7em;border-radius:.4em;' +
    'background:#000;color:#b8f7c4;font:14px/1.4 ui-monospace,monospace;user-select:all;';
  var card = el('section', '', 'position:fixed;z-index:2147483000;left:50%;top:1.5rem;' +
    'transform:translateX(-50%);width:min(36rem,calc(100vw - 2rem));box-sizing:border-box;' +
    'padding:1.2em 1.4em;border-radius:.8em;background:#fbf6e8;color:#1d1d1b;' +
    'font:16px/1.45 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.45);');
  card.setAttribute('role', 'alert');
  card.setAttribute('data-testid', 'file-warning');
  card.append(
    el('h2', T.title, 'margin:0 0 .5em;font-size:1.25em;'),
    el('p', T.why, 'margin:0 0 .6em;'),
    el('p', T.how, 'margin:0;'),
    el('code', 'python3 build.py serve', code),
    el('p', T.then, 'margin:0;'),
    el('code', 'python3 -m http.server --directory dist 8000', code)
  );
  document.body.prepend(card);

  // the page's own "loading" line would otherwise wait forever
  var loading = document.getElementById('loading-text');
  if (loading) loading.textContent = T.loading;
  var bar = document.querySelector('.progress');
  if (bar) bar.hidden = true;
})();
