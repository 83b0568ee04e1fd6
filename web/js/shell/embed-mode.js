// Runs in <head> of every game page, before the page is drawn (a classic script: the CSP allows
// no inline one): with ?embed=1 the page is inside someone else's site, and the header chrome is
// hidden by css/main.css (html[data-embed="true"]) from the first frame on. js/shell/embed.js does the
// rest (the settings button, the text link under the game).
if (/[?&]embed=1(?:&|#|$)/.test(location.search)) document.documentElement.dataset.embed = 'true';
