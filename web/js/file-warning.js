// A page opened from the file system (file://) cannot run the games: browsers refuse module
// scripts and workers there. This classic script (it still runs under file://; build.py adds it
// to every page) says so and how to serve the site instead. Over http(s) it does nothing.
// The same card says so in a frame sandboxed without allow-same-origin (sandbox="allow-scripts"):
// the page's origin is then opaque, module scripts and storage are refused, and the games would
// hang on their loading line.
(function () {
  'use strict';
  var fromFile = location.protocol === 'file:';
  var sandboxed = !fromFile && String(self.origin) === 'null';
  if (!fromFile && !sandboxed) return;

  // The language as js/core/i18n.js chooses it (that module cannot load here, nor can the .ftl
  // files: so German and English texts are below): the `lang` parameter, the saved choice, the
  // browser's languages; German when the first of them that the pages offer is German, else
  // English.
  function language() {
    var codes = ['id', 'ms', 'de', 'en', 'es', 'fil', 'fr', 'it', 'nl', 'pl', 'pt', 'vi', 'tr',
      'ru', 'uk', 'ar', 'fa', 'he', 'hi', 'th', 'zh', 'ja', 'ko', 'tl', 'iw', 'in'];
    var wanted = [];
    try {
      wanted.push((new URLSearchParams(location.search).get('lang') || '').toLowerCase());
    } catch (e) { /* no URLSearchParams: skip */ }
    try { // the player's choice: settings.page.lang of the save (js/core/storage.js)
      var page = (JSON.parse(localStorage.getItem('gamut.v1')) || {}).settings.page;
      wanted.push(String(page.lang || ''));
    } catch (e) { /* storage blocked, no save or no choice: skip */ }
    try { // a choice kept before the save held it (a page of this site not opened since)
      wanted.push(localStorage.getItem('gamut.lang') || '');
    } catch (e) { /* storage blocked: skip */ }
    var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < langs.length; i++) wanted.push(String(langs[i]));
    for (var j = 0; j < wanted.length; j++) {
      var base = wanted[j].toLowerCase().split(/[-_]/)[0];
      if (codes.indexOf(base) >= 0) return base === 'de' ? 'de' : 'en';
    }
    return 'en';
  }
  var en;
  try {
    en = language() === 'en';
  } catch (e) {
    en = true; // storage refused (an opaque origin): the browser's languages alone
  }
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

  var S = en
    ? {
        title: 'This frame cannot run the games',
        why: 'The page is embedded with sandbox="allow-scripts" alone; its games need their own origin.',
        how: 'Give the iframe both flags (or no sandbox attribute):',
        code: 'sandbox="allow-scripts allow-same-origin allow-downloads"',
        then: 'allow-downloads is only for exporting saves. Or open the game in a tab of its own.',
        loading: 'This frame cannot run the games (see above).',
      }
    : {
        title: 'In diesem Rahmen laufen die Spiele nicht',
        why: 'Die Seite ist nur mit sandbox="allow-scripts" eingebettet; die Spiele brauchen ihren eigenen Ursprung.',
        how: 'Dem iframe beide Rechte geben (oder gar kein sandbox-Attribut):',
        code: 'sandbox="allow-scripts allow-same-origin allow-downloads"',
        then: 'allow-downloads braucht nur der Export von Spielständen. Oder das Spiel in einem eigenen Tab öffnen.',
        loading: 'In diesem Rahmen laufen die Spiele nicht (siehe oben).',
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
  card.setAttribute('data-testid', sandboxed ? 'sandbox-warning' : 'file-warning');
  if (sandboxed) {
    T = S;
    card.append(
      el('h2', S.title, 'margin:0 0 .5em;font-size:1.25em;'),
      el('p', S.why, 'margin:0 0 .6em;'),
      el('p', S.how, 'margin:0;'),
      el('code', S.code, code),
      el('p', S.then, 'margin:0;')
    );
  } else {
    card.append(
      el('h2', T.title, 'margin:0 0 .5em;font-size:1.25em;'),
      el('p', T.why, 'margin:0 0 .6em;'),
      el('p', T.how, 'margin:0;'),
      el('code', 'python3 build.py serve', code),
      el('p', T.then, 'margin:0;'),
      el('code', 'python3 -m http.server --directory dist 8000', code)
    );
  }
  document.body.prepend(card);

  // the page's own "loading" line would otherwise wait forever
  var loading = document.getElementById('loading-text');
  if (loading) loading.textContent = T.loading;
  var bar = document.querySelector('.progress');
  if (bar) bar.hidden = true;
})();
